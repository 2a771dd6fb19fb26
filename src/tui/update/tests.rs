//! Unit tests of the entry point: fill verdicts, stale results and background events.
use super::*;
use crate::fill::solver::SearchStats;
use crate::grid::Puzzle;
use crate::store::SlotNumber;
use crate::tui::theme::Theme;

fn app() -> Studio {
    let slot = SlotNumber::new(1).expect("slot");
    Studio::new(
        Puzzle::blank(5, 5).expect("size"),
        slot,
        None,
        Theme::default(),
    )
}

#[test]
fn a_timed_out_fill_tells_where_the_grid_is_tightest() {
    let mut a = app();
    let hardest = vec![crate::grid::SlotId(0), crate::grid::SlotId(3)];
    let stats = SearchStats::default();
    let now = a.doc.generation();
    let timed_out = |hardest| FillOutcome::TimedOut { stats, hardest };
    finish_fill(&mut a, now, FillMode::Fill, timed_out(hardest));
    assert_eq!(a.message(), Some("autofill timed out; hardest: 1A 3D"));
    finish_fill(&mut a, now, FillMode::Fill, timed_out(Vec::new()));
    assert_eq!(a.message(), Some("autofill timed out"));
}

#[test]
fn a_result_for_an_older_generation_is_dropped() {
    let mut a = app();
    let old = a.doc.generation();
    update(&mut a, Action::Type('C'));
    let stats = SearchStats::default();
    let hardest = vec![crate::grid::SlotId(0)];
    finish_fill(
        &mut a,
        old,
        FillMode::Fill,
        FillOutcome::TimedOut { stats, hardest },
    );
    let msg = a.message().map(str::to_owned).unwrap_or_default();
    assert!(msg.contains("dropped"), "{msg}");
}

#[test]
fn background_results_arrive_as_events_and_stale_ones_are_dropped() {
    let mut a = app();
    let lex = {
        let mut l = crate::words::Lexicon::new(crate::grid::Alphabet::latin());
        l.add_list("t", b"CAT\nARE\nTEN\n");
        l
    };
    let index = crate::words::WordIndex::build(&lex).expect("index");
    handle(
        &mut a,
        Event::WordsLoaded(crate::tui::WordsLoaded {
            alphabet: crate::grid::Alphabet::latin(),
            result: Ok((StudioWords::new(index.clone(), 0), Vec::new())),
        }),
    );
    assert!(a.words.ready().is_some());
    // Words loaded for another alphabet than the puzzle's are stale: never installed.
    let mut b = app();
    handle(
        &mut b,
        Event::WordsLoaded(crate::tui::WordsLoaded {
            alphabet: crate::grid::Alphabet::named("greek").expect("greek"),
            result: Ok((StudioWords::new(index, 0), Vec::new())),
        }),
    );
    assert!(b.words.is_loading());
    update(&mut a, Action::Autofill);
    let started = a.fill.as_ref().expect("a fill").job;
    let progress = crate::fill::Progress {
        filled: 1,
        total: 6,
        stats: SearchStats::default(),
        best_score: None,
        elapsed: Duration::ZERO,
        watch: None,
        optimal: None,
    };
    // A report for another generation changes nothing; one for this fill is kept.
    handle(
        &mut a,
        Event::FillProgress {
            job: started + 7,
            progress: progress.clone(),
        },
    );
    assert!(a.fill.as_ref().is_some_and(|r| r.progress.is_none()));
    handle(
        &mut a,
        Event::FillProgress {
            job: started,
            progress,
        },
    );
    assert!(a.fill.as_ref().is_some_and(|r| r.progress.is_some()));
    let stats = SearchStats::default();
    let outcome = FillOutcome::TimedOut {
        stats,
        hardest: Vec::new(),
    };
    handle(
        &mut a,
        Event::FillDone {
            job: started + 7,
            outcome: outcome.clone(),
        },
    );
    assert!(a.fill.is_some(), "a stale outcome does not end this fill");
    handle(
        &mut a,
        Event::FillDone {
            job: started,
            outcome,
        },
    );
    assert!(a.fill.is_none());
    assert_eq!(a.message(), Some("autofill timed out"));
    assert!(a.view.log.iter().any(|m| m.text == "autofill timed out"));
}
