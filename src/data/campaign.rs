//! A campaign: scenarios played in order, as content (`levels/*.campaign.ron`, issue 39): their
//! ids, the rule that opens each, and the two lines each scenario's first screen says. A mod
//! adds another by adding a file.

use serde::{Deserialize, Serialize};

/// The most characters an intro line may have (it is shown on one line of the first screen).
pub const INTRO_LINE_MAX: usize = 96;

/// A campaign as written in its RON file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Campaign {
    /// Its name, as the campaign screen shows it.
    pub name: String,
    /// A line on what it is, under its name.
    #[serde(default)]
    pub summary: String,
    /// Its name and summary in Japanese.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ja: Option<crate::data::lang::CampaignJapanese>,
    /// Which scenarios are open.
    #[serde(default)]
    pub unlock: Unlock,
    /// Its scenarios, in the order they are played.
    pub scenarios: Vec<CampaignScenario>,
}

/// Which scenarios of a campaign are open to play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Unlock {
    /// The first, and each one after a won scenario (the design's "each unlocked by winning the
    /// one before").
    #[default]
    InOrder,
    /// All of them from the start.
    AllOpen,
}

/// One scenario of a campaign.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CampaignScenario {
    /// The scenario's level id.
    pub level: String,
    /// What it adds, in two lines (its first screen shows them).
    pub intro: (String, String),
    /// Its two lines in Japanese.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ja: Option<(String, String)>,
}

impl Campaign {
    /// Whether scenario `i` is open, given which of the campaign's scenarios were won (by index).
    pub fn is_open(&self, i: usize, won: impl Fn(usize) -> bool) -> bool {
        match self.unlock {
            Unlock::AllOpen => i < self.scenarios.len(),
            Unlock::InOrder => i < self.scenarios.len() && (i == 0 || won(i - 1)),
        }
    }
}

/// What `vortex check` refuses in a campaign: no scenario, a level that is not there or is
/// listed twice, an empty or over-long intro line (`levels`: whether a level id is known).
pub fn check(
    campaign: &Campaign,
    levels: &dyn Fn(&str) -> bool,
    bad: &mut impl FnMut(&str, usize, String),
) {
    if campaign.scenarios.is_empty() {
        bad(
            "scenarios",
            0,
            "a campaign needs at least one scenario".into(),
        );
    }
    let mut seen = std::collections::BTreeSet::new();
    for (i, s) in campaign.scenarios.iter().enumerate() {
        if !levels(&s.level) {
            bad("level", i, format!("no level has the id `{}`", s.level));
        }
        if !seen.insert(&s.level) {
            bad("level", i, format!("`{}` is listed twice", s.level));
        }
        for line in [&s.intro.0, &s.intro.1] {
            let n = line.chars().count();
            if line.trim().is_empty() {
                bad("intro", i, "an intro line is empty".into());
            } else if n > INTRO_LINE_MAX {
                bad(
                    "intro",
                    i,
                    format!("an intro line has {n} characters; at most {INTRO_LINE_MAX} fit"),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two(unlock: Unlock) -> Campaign {
        let s = |l: &str| CampaignScenario {
            level: l.into(),
            intro: ("One.".into(), "Two.".into()),
            ja: None,
        };
        Campaign {
            name: "C".into(),
            summary: String::new(),
            ja: None,
            unlock,
            scenarios: vec![s("a"), s("b")],
        }
    }

    #[test]
    fn in_order_opens_the_first_and_each_after_a_win() {
        let c = two(Unlock::InOrder);
        assert!(c.is_open(0, |_| false));
        assert!(!c.is_open(1, |_| false));
        assert!(c.is_open(1, |i| i == 0));
        assert!(!c.is_open(2, |_| true));
        assert!(two(Unlock::AllOpen).is_open(1, |_| false));
    }

    #[test]
    fn the_check_refuses_unknown_repeated_levels_and_bad_intros() {
        let mut c = two(Unlock::InOrder);
        c.scenarios[1].level = "a".into();
        c.scenarios[0].intro.1 = "x".repeat(INTRO_LINE_MAX + 1);
        c.scenarios.push(CampaignScenario {
            level: "zz".into(),
            intro: (" ".into(), "Fine.".into()),
            ja: None,
        });
        let mut found = Vec::new();
        check(&c, &|l| l != "zz", &mut |f, i, m| {
            found.push(format!("{f} {i}: {m}"))
        });
        assert_eq!(found.len(), 4, "{found:?}");
        assert!(
            found[0].starts_with("intro 0: an intro line has 97"),
            "{found:?}"
        );
        assert!(
            found[1].starts_with("level 1: `a` is listed twice"),
            "{found:?}"
        );
        assert!(
            found[2].starts_with("level 2: no level has the id `zz`"),
            "{found:?}"
        );
        assert!(
            found[3].starts_with("intro 2: an intro line is empty"),
            "{found:?}"
        );
    }
}
