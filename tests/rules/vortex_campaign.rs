//! The Vortex's campaign as content (issue 39; vortex-design.md §4): ten scenarios in order in
//! one RON file, each the design's map, party, foes, goals and cap; a campaign file a modder gets
//! wrong is refused at its line, and the rest loads.

use crate::harness::{real_catalog, temp_dir};
use std::path::Path;
use vortex_tactics::data::Preset;
use vortex_tactics::data::campaign::Unlock;
use vortex_tactics::data::level::Control;
use vortex_tactics::data::vortex::{LoseGoal, WinGoal};

/// The design's table (§4): level id, cap, the party, and foes it names.
const TABLE: [(&str, u32, &[&str], &[&str]); 10] = [
    (
        "vortex_01_ember_road",
        8,
        &["kaede_ashwright", "hollis_cragfire"],
        &["gloam_hound", "grave_moth"],
    ),
    (
        "vortex_02_tidebreak_ford",
        10,
        &["kaede_ashwright", "orrin_tidecaller"],
        &["ridge_raider", "marsh_hexer"],
    ),
    (
        "vortex_03_windmill_rise",
        10,
        &["kaede_ashwright", "orrin_tidecaller", "sylla_windreed"],
        &["crag_slinger", "mire_brute"],
    ),
    (
        "vortex_04_three_stones",
        10,
        &["kaede_ashwright", "orrin_tidecaller", "sylla_windreed"],
        &[
            "gloam_hound",
            "grave_moth",
            "clockwork_decoy",
            "ridge_raider",
        ],
    ),
    (
        "vortex_05_sealed_crossing",
        10,
        &["kaede_ashwright", "orrin_tidecaller", "sylla_windreed"],
        &["rusk_hollowpike", "ridge_raider", "marsh_hexer"],
    ),
    (
        "vortex_06_thornwall_keep",
        10,
        &[
            "kaede_ashwright",
            "orrin_tidecaller",
            "sylla_windreed",
            "garron_deepstone",
        ],
        &["brannoch_thornwall", "clay_sentinel", "crag_slinger"],
    ),
    (
        "vortex_07_frostglass_terraces",
        10,
        &[
            "kaede_ashwright",
            "orrin_tidecaller",
            "sylla_windreed",
            "garron_deepstone",
        ],
        &["corvin_palemoor", "marsh_hexer", "grave_moth"],
    ),
    (
        "vortex_08_night_market",
        9,
        &["vesper_nightglass", "sylla_windreed", "orrin_tidecaller"],
        &["gloam_stalker", "gloam_hound"],
    ),
    (
        "vortex_09_quarry_storm",
        11,
        &[
            "kaede_ashwright",
            "orrin_tidecaller",
            "sylla_windreed",
            "garron_deepstone",
        ],
        &["rusk_hollowpike", "mire_brute", "crag_slinger"],
    ),
    (
        "vortex_10_eye_of_the_vortex",
        12,
        &[
            "kaede_ashwright",
            "orrin_tidecaller",
            "garron_deepstone",
            "vesper_nightglass",
        ],
        &["hollow_regent", "dusk_bat_swarm"],
    ),
];

#[test]
fn the_campaign_lists_the_ten_scenarios_of_the_design_in_order() {
    // vortex-design.md §4: "Played in id order, each unlocked by winning the one before. The
    // party is fixed per scenario"; issue 39, item 2: a RON file of scenario ids in order, the
    // unlock rule and each scenario's two intro lines.
    let catalog = real_catalog();
    let campaign = &catalog.campaigns["vortex_road"];
    assert_eq!(campaign.unlock, Unlock::InOrder);
    let ids: Vec<&str> = campaign
        .scenarios
        .iter()
        .map(|s| s.level.as_str())
        .collect();
    assert_eq!(ids, TABLE.map(|t| t.0));
    for s in &campaign.scenarios {
        assert!(
            !s.intro.0.is_empty() && !s.intro.1.is_empty(),
            "{}",
            s.level
        );
    }
    for (id, cap, party, foes) in TABLE {
        let level = &catalog.levels[id];
        assert_eq!(level.preset, Preset::Vortex, "{id}");
        assert_eq!(level.round_cap, cap, "{id}");
        assert!(level.map.is_some(), "{id}");
        let player = &level.teams[0];
        assert_eq!(
            player.control,
            Control::Player,
            "{id}: the player's team comes first"
        );
        let mut heroes: Vec<&str> = player.members.iter().map(|m| m.card.as_str()).collect();
        heroes.sort_unstable();
        let mut want = party.to_vec();
        want.sort_unstable();
        assert_eq!(heroes, want, "{id}");
        let theirs: Vec<&str> = level.teams[1]
            .members
            .iter()
            .map(|m| m.card.as_str())
            .collect();
        for f in foes {
            assert!(theirs.contains(f), "{id}: {f} in {theirs:?}");
        }
    }
}

#[test]
fn the_campaign_goals_follow_the_design_table() {
    // vortex-design.md §4's win / lose column: Rout on the first three, Rout or Break on the zone
    // maps, Defeat(brannoch_thornwall) in #6, Reach(vesper…, exit) or Rout in #8 (lost when Vesper
    // is out); every one loses at the cap. With F3: #10 is won by Defeat(hollow_regent) or
    // HoldZones([2], 2) ("drop `Break`"), and #8's exit lies in zone 3.
    let catalog = real_catalog();
    let goals = |id: &str| catalog.levels[id].goals.clone().expect("goals written");
    for (id, ..) in TABLE {
        assert!(goals(id).lose.contains(&LoseGoal::CapReached), "{id}");
    }
    assert_eq!(goals("vortex_01_ember_road").win, [WinGoal::Rout]);
    assert!(
        goals("vortex_05_sealed_crossing")
            .win
            .contains(&WinGoal::Break)
    );
    assert_eq!(
        goals("vortex_06_thornwall_keep").win,
        [WinGoal::Defeat("brannoch_thornwall".into())]
    );
    let market = goals("vortex_08_night_market");
    assert!(matches!(&market.win[0], WinGoal::Reach(who, _) if who == "vesper_nightglass"));
    assert!(
        market
            .lose
            .contains(&LoseGoal::Retired("vesper_nightglass".into()))
    );
    let WinGoal::Reach(_, (x, y)) = &market.win[0] else {
        unreachable!()
    };
    let map = catalog.levels["vortex_08_night_market"]
        .map
        .clone()
        .expect("a map");
    let square = map.rows[*y as usize].chars().nth(*x as usize);
    assert_eq!(square, Some('3'), "F3: the exit square is inside zone 3");
    assert_eq!(
        goals("vortex_10_eye_of_the_vortex").win,
        [
            WinGoal::Defeat("hollow_regent".into()),
            WinGoal::HoldZones(vec![2], 2)
        ]
    );
}

#[test]
fn a_wrong_campaign_is_refused_at_its_line_and_the_rest_loads() {
    // Issue 39, item 2 (a mod can add a campaign) with the README's bar: a malformed or wrong
    // file is reported with file, line and field, left out, and the game goes on.
    let dir = temp_dir("vortex-campaign");
    let wrong = dir.join("odd_road.campaign.ron");
    std::fs::write(
        &wrong,
        "(\n  name: \"Odd Road\",\n  scenarios: [\n    (level: \"vortex_01_ember_road\", intro: (\"One.\", \"Two.\")),\n    (level: \"no_such_level\", intro: (\"One.\", \"\")),\n  ],\n)\n",
    )
    .expect("write");
    let broken = dir.join("torn_road.campaign.ron");
    std::fs::write(
        &broken,
        "(\n  name: \"Torn\",\n  scenarios: [(level: 3)],\n)\n",
    )
    .expect("write");
    let fine = dir.join("short_road.campaign.ron");
    std::fs::write(
        &fine,
        "(\n  name: \"Short\",\n  unlock: AllOpen,\n  scenarios: [(level: \"vortex_02_tidebreak_ford\", intro: (\"A ford.\", \"Cross it.\"))],\n)\n",
    )
    .expect("write");
    let (catalog, problems) = crate::content::load(&dir);
    assert!(!catalog.campaigns.contains_key("odd_road"));
    assert!(!catalog.campaigns.contains_key("torn_road"));
    assert!(catalog.campaigns.contains_key("short_road"));
    assert!(catalog.campaigns.contains_key("vortex_road"));
    let at = |path: &Path| crate::vortex_content::located(&problems, path);
    let wrong = at(&wrong);
    assert!(
        wrong
            .iter()
            .any(|m| m.starts_with("5:level: no level has the id `no_such_level`")),
        "{wrong:?}"
    );
    assert!(
        wrong
            .iter()
            .any(|m| m.starts_with("5:intro: an intro line is empty")),
        "{wrong:?}"
    );
    let broken = at(&broken);
    assert!(broken.iter().any(|m| m.starts_with("3:")), "{broken:?}");
}
