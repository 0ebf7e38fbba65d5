//! The way to a goal from every square of the map (seed 003 movement, searched backwards): what
//! plans head along to reach a foe around walls and up stairs.

use super::GridPos;
use super::reach::{MoveAsk, MoveField, UNREACHED, kind};
use std::sync::{Arc, PoisonError};

impl MoveField {
    /// [`cost_to`] `goal` for a mover like `ask` (its square and squares of movement do not
    /// count), searched once per map and kind of move and kept with the map, which never
    /// changes: plans search it once per goal instead of once per decision.
    pub fn way_to(&self, goal: GridPos, ask: &MoveAsk) -> Arc<[i32]> {
        let mut ways = self.ways.lock().unwrap_or_else(PoisonError::into_inner);
        let way = ways
            .entry((goal, kind(ask)))
            .or_insert_with(|| cost_to(self, goal, ask).into());
        Arc::clone(way)
    }
}

/// The squares of movement a mover like `ask` needs from every square of the map to `goal`,
/// row by row, ignoring other fighters (`i32::MAX`: no way there). Plans use it to head for a
/// foe around walls and up stairs rather than straight at it.
pub fn cost_to(field: &MoveField, goal: GridPos, ask: &MoveAsk) -> Vec<i32> {
    let mut cost = vec![UNREACHED; field.len()];
    let Some(g) = field.index(goal) else {
        return cost;
    };
    cost[g] = 0;
    let steps = field.steps(ask, true);
    // A bucket per cost (steps cost a few squares at most), searched in order of cost.
    let mut buckets: Vec<Vec<u32>> = vec![vec![g as u32]];
    let mut c = 0;
    while c < buckets.len() {
        let mut k = 0;
        while k < buckets[c].len() {
            let i = buckets[c][k] as usize;
            k += 1;
            if cost[i] != c as i32 {
                continue;
            }
            // Each step runs from a neighbour into this square.
            for &(j, step) in &steps[i] {
                let j = j as usize;
                let total = c as i32 + step;
                if total < cost[j] {
                    cost[j] = total;
                    let b = total as usize;
                    if buckets.len() <= b {
                        buckets.resize_with(b + 1, Vec::new);
                    }
                    buckets[b].push(j as u32);
                }
            }
        }
        c += 1;
    }
    cost
}
