//! Tests of the real binary and the real app.

mod screenshot;
