//! The Skirmish's forecasts never change the battle (issue 40, item 4): the map's preview and the
//! foes' reach worked out at every question of the player, or never, and the logs compared.

#[cfg(test)]
mod tests {
    use crate::rules::skirmish::threat::foes_reach;

    #[test]
    fn the_skirmishs_forecasts_never_change_the_battle() {
        // Issue 40, item 4: forecasts are read-only — the same battle, with the map's preview
        // and the foes' reach worked out at every question of the player or never, logs alike.
        let level = "skirmish_01_windmill_ridge";
        let plain = crate::screens::battle::tests::played_foreseeing(level, 4, |_, _| {});
        let foreseen = crate::screens::battle::tests::played_foreseeing(level, 4, |w, who| {
            w.init_resource::<super::super::MapUi>();
            w.init_resource::<super::super::MapPreview>();
            super::super::preview::update(w);
            foes_reach(w, who);
        });
        assert!(plain.contains(" wins") || plain.contains("draw"), "{plain}");
        assert_eq!(plain, foreseen);
    }
}
