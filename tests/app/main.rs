//! Tests of the real binary and the real app.

mod close_in;
mod idle;
mod keywords;
mod questions;
mod replay;
mod screenshot;
mod tournament;
