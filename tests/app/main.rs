//! Tests of the real binary and the real app.

mod idle;
mod questions;
mod replay;
mod screenshot;
