//! Tests of the real binary and the real app.

mod brawl_hover;
mod close_in;
mod esc;
mod idle;
mod japanese;
mod keys;
mod keywords;
mod newcomer;
mod pictures;
mod questions;
mod replay;
mod screenshot;
mod take_back;
mod tournament;
mod vortex;
mod window;
