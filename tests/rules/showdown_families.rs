//! Effects paid in their card's family's way (seed 004, 12.特別なカードについて): P cards turn
//! their named cards face up in the charge zone, F cards turn them sideways in the trash, as
//! many times as the named cards allow; D cards send charge cards to the trash; C cards take
//! the opponent's trash; and the ruling 20. Q7 on using a P or F card again.

use crate::showdown_fixture::*;
use vortex_tactics::rules::showdown::ask::{Choice, Request};
use vortex_tactics::rules::showdown::table::Charged;

fn offered(app: &bevy::prelude::App, who: bevy::prelude::Entity) -> Vec<String> {
    match asked(app, who) {
        Some(Request::Activate { options, .. }) => options.into_iter().map(|(id, _)| id).collect(),
        other => panic!("no effects offered: {other:?}"),
    }
}

#[test]
fn a_p_effect_turns_its_named_cards_face_up_as_many_times_as_they_lie_face_down() {
    // 12. P: 効果の発動の際にはチャージゾーンにある…指定されたカードを表にしなければ…発動す
    // ることが出来ません; …存在している回数効果を発動させることが出来ます. 20. Q7: face up by
    // its own effect, it goes on with another cost.
    let mut app = sd_app(sd_catalog());
    let [a, _] = both_bare(&mut app);
    set_table(&mut app, a, |t| {
        t.charge = face_down(&["pr", "m0", "r0", "m0"]);
    });
    play(&mut app);
    assert_eq!(
        offered(&app, a),
        ["pr", "pr"],
        "two m0 lie face down: twice"
    );
    let hand = table(&app, a).hand.len();
    answer(&mut app, a, Choice::Activate(vec![0, 1]));
    play(&mut app);
    // 11.: each use's m0, flipped as its cost, may be placed; passed over here.
    for _ in 0..2 {
        assert_eq!(pass_placing(&mut app, a), Some(ids(&["m0"])));
        play(&mut app);
    }
    let t = table(&app, a);
    let up: Vec<&str> = t
        .charge
        .iter()
        .filter(|c| c.face_up)
        .map(|c| c.card.as_str())
        .collect();
    assert_eq!(up, ["pr", "m0", "m0"], "both m0 paid; r0 did not");
    assert!(
        t.charge[0].again,
        "face up by its own effect: it may go on (20. Q7)"
    );
    assert!(!t.charge[1].again, "a cost card is not");
    assert_eq!(t.hand.len(), hand + 2, "drew two");
}

#[test]
fn a_p_card_face_up_by_its_own_effect_works_on_but_not_one_turned_as_a_cost() {
    // 20. Q7: 「そのカードの効果発動で表になった時のみ…続けて発動出来ます、コストや他のカー
    // ドの効果で表になった時は無理です」.
    let mut app = sd_app(sd_catalog());
    let [a, b] = both_bare(&mut app);
    let up = |again: bool| Charged {
        card: "pr".into(),
        face_up: true,
        offset: false,
        again,
        used: false,
    };
    // The recharge turns both face down at the turn's start: lay them after it.
    play(&mut app);
    set_cards(&mut app, a, "r0", Some("s0"));
    set_cards(&mut app, b, "r0", Some("s0"));
    set_table(&mut app, a, |t| {
        t.charge = vec![up(true)];
        t.charge.extend(face_down(&["m0"]));
        t.hand = ids(&["hd"]);
    });
    // B's pr was turned face up by something else.
    set_table(&mut app, b, |t| {
        t.charge = vec![up(false)];
        t.charge.extend(face_down(&["m0"]));
        t.hand = ids(&["hd"]);
    });
    // Run the next turn's draw windows by hand: the recharge has passed.
    use vortex_tactics::data::showdown::Window;
    use vortex_tactics::rules::showdown::effects::{Moment, usable::usable};
    let catalog = app
        .world()
        .resource::<vortex_tactics::data::Catalog>()
        .clone();
    let (ta, tb) = (table(&app, a), table(&app, b));
    let ids_of = |v: Vec<vortex_tactics::rules::showdown::effects::usable::Usable>| {
        v.into_iter().map(|u| u.card).collect::<Vec<_>>()
    };
    let at = Moment::Turn(Window::AfterDraw);
    assert_eq!(ids_of(usable(&catalog, &ta, &tb, at)), ["pr", "hd"]);
    // A second copy of A's pr, turned face up by something else, does not work.
    let mut two = ta.clone();
    two.charge.insert(0, up(false));
    two.charge.extend(face_down(&["m0"]));
    let offered = usable(&catalog, &two, &tb, at);
    assert_eq!(
        ids_of(offered.clone()),
        ["pr", "pr", "hd"],
        "only the copy its own effect turned works: twice, two m0 face down"
    );
    assert_eq!(
        offered[0].source,
        vortex_tactics::rules::showdown::effects::usable::Source::Charge(1),
        "the copy at place 1"
    );
    assert_eq!(
        ids_of(usable(&catalog, &tb, &ta, at)),
        ["hd"],
        "B's pr was turned face up by something else"
    );
}

#[test]
fn an_f_effect_turns_its_named_cards_sideways_in_the_trash_until_the_recharge() {
    // 12. F: 効果の発動の際にはトラッシュにある…指定されたカードを横にしなければ…(横になった
    // カードは次のリチャージで縦に戻ります).
    let mut app = sd_app(sd_catalog());
    let [a, _] = both_bare(&mut app);
    set_table(&mut app, a, |t| {
        t.charge = face_down(&["fr"]);
        t.trash = ids(&["m0", "r0"]);
    });
    play(&mut app);
    assert_eq!(offered(&app, a), ["fr"], "one m0 upright in the trash");
    answer(&mut app, a, Choice::Activate(vec![0]));
    play(&mut app);
    let t = table(&app, a);
    assert_eq!(t.turned, ids(&["m0"]), "m0 lies sideways");
    assert_eq!(t.trash, ids(&["m0", "r0"]), "and stays in the trash");
    assert_eq!(t.upright("m0"), 0);
    assert!(t.charge[0].face_up, "the R card turns face up");
    // The next turn's recharge stands it up again.
    let [x, y] = sides(&app);
    set_cards(&mut app, x, "r0", Some("s0"));
    set_cards(&mut app, y, "r0", Some("s0"));
    play(&mut app);
    assert!(table(&app, a).turned.is_empty());
}

#[test]
fn a_d_effect_sends_charge_cards_to_the_trash_and_a_c_effect_takes_the_opponents_trash() {
    // 12. D: コストとして自分のチャージゾーンにあるカードを自分のトラッシュに送る (表側裏側
    // 関係なく). C: コストとして相手のトラッシュにあるカードを要求します — into the opponent's
    // charge zone face up.
    let mut app = sd_app(sd_catalog());
    let [a, b] = both_bare(&mut app);
    // r0 lies before dr: paying with it moves dr's place, and dr must still turn face up.
    set_table(&mut app, a, |t| t.charge = face_down(&["r0", "dr", "cr"]));
    set_table(&mut app, b, |t| t.trash = ids(&["s0"]));
    play(&mut app);
    assert_eq!(offered(&app, a), ["dr", "cr"]);
    answer(&mut app, a, Choice::Activate(vec![0, 1]));
    play(&mut app);
    let (ta, tb) = (table(&app, a), table(&app, b));
    assert_eq!(
        ta.trash,
        ids(&["r0"]),
        "D paid with a charge card: r0 (cr waited)"
    );
    assert_eq!(ta.charge.len(), 2, "dr and cr stay, face up");
    assert!(ta.charge.iter().all(|c| c.face_up));
    assert!(tb.trash.is_empty(), "C took B's trash card");
    assert_eq!(
        tb.charge.last(),
        Some(&Charged {
            card: "s0".into(),
            face_up: true,
            offset: false,
            again: false,
            used: false
        })
    );
}

#[test]
fn vortex_check_refuses_a_cost_written_against_the_family() {
    // 12.: a P or F card's effect names its cost cards; no other card's does.
    let problems = check_problems;
    let p = problems(
        "(name: \"x\", kind: Recycle, family: Progre, effects: [(timing: At(TurnEnd), cost: 1, does: [Draw(1)])])",
    );
    assert_eq!(
        p,
        [
            "effects[0]: a P or F card's effect names the cards its cost takes (`named`)",
            "effects[0]: a P or F card's effect names its cost cards (`named`), not a number"
        ]
    );
    let plain = problems(
        "(name: \"x\", kind: Recycle, effects: [(timing: At(TurnEnd), named: [\"m0\"], does: [Draw(1)])])",
    );
    assert_eq!(
        plain,
        ["effects[0]: only a P or F card's effect names its cost cards"]
    );
    let missing = problems(
        "(name: \"x\", kind: Smash, family: Fusion, effects: [(timing: At(TurnEnd), named: [\"nope\"], does: [Draw(1)])])",
    );
    assert_eq!(
        missing,
        ["effects[0]: its cost names `nope`: there is no W card `nope`"]
    );
    assert!(problems("(name: \"x\", kind: Recycle, family: Progre, effects: [(timing: At(TurnEnd), named: [\"m0\"], does: [Draw(1)])])").is_empty());
}

#[test]
fn a_card_taken_from_the_trash_leaves_the_other_copies_sideways_marks() {
    // 12. F: a card turned sideways stays sideways until the recharge; a C cost taking another
    // copy of it from the trash does not stand it up.
    use vortex_tactics::rules::showdown::table::Table;
    let mut t = Table {
        trash: ids(&["m0", "m0"]),
        turned: ids(&["m0"]),
        ..Table::default()
    };
    assert_eq!(t.take_from_trash(0), "m0");
    assert_eq!(t.turned, ids(&["m0"]), "the copy left is still sideways");
    assert_eq!(t.upright("m0"), 0);
    t.take_from_trash(0);
    assert!(t.turned.is_empty(), "no copy left: no mark");
}
