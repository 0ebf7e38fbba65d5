//! Rule tests: each names the seed section it checks. They drive the real headless `App` with
//! the game's RON content plus small fixtures written in the same RON.

mod additive;
mod arena_build;
mod arena_builder;
mod arena_ladder;
mod arena_pace;
mod arena_rules;
mod arena_walkthrough;
mod cli;
mod content;
mod damage;
mod deck_building;
mod determinism;
mod engine;
mod fields_extras;
mod flow;
mod grid;
mod hand_over;
mod harness;
mod plan_grammar;
mod plans;
mod positions;
mod preparation;
mod servant_lines;
mod showdown_battle;
mod showdown_fixture;
mod showdown_open;
mod showdown_plans;
mod showdown_turn;
mod skirmish_combat;
mod skirmish_fixture;
mod skirmish_play;
mod skirmish_status;
mod skirmish_turn;
mod tokens;
mod triggers;
