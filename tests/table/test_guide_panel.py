"""The guided first game's panel: every guide's words fit it in every language at every window size, on pages
when one is not enough (never cut), the question on the last page; a click or Page Down turns the page and never
reaches the table under it; a script may move a zone out of the panel's way, and a wrong zone is a clear error."""

from __future__ import annotations

from pathlib import Path

import pytest
from driver import click, key, make_app
from guide_driver import follow_to, open_game_guide

from tablegame.app.scenes.guide_panel import GuidePanel, lay_out
from tablegame.app.scenes.guided_table import guided_layout, guided_match, panel_place, panel_words
from tablegame.app.table_setup import load_table_layout
from tablegame.core.guide import Guide, GuideError, games_with_guides, load_guide
from tablegame.i18n import use

SIZES = [(1280, 720), (900, 600), (1000, 1000), (1920, 1080), (2560, 1440), (1024, 768)]


def panels_of(game: str) -> list[Guide]:
    """The guide at each panel it shows the player, in order: at each step of yours and at its end (played by the
    rules alone, each step the one legal action the guide accepts)."""
    script = load_guide(game)
    guide, match = Guide(script), guided_match(script)
    shown = []
    while not guide.finished:
        step = guide.step
        assert step is not None
        if step.seat == script.you:
            seen = Guide(script)
            seen.index, seen.told = guide.index, list(guide.told)
            shown.append(seen)
        match.apply(guide.narrow(step.seat, match.legal_actions(step.seat))[0])
        guide.played(match.actions[-1])
    return [*shown, guide]


@pytest.mark.parametrize("lang", ["en", "ko", "zh"])
@pytest.mark.parametrize("game", games_with_guides())
def test_every_panel_of_every_guide_fits_in_legible_sizes_at_every_window_size(game, lang):
    use(lang)
    fonts = make_app().fonts
    shown = panels_of(game)
    for size in SIZES:
        fonts.resize(size)
        smallest = fonts.sized(22).get_height()
        for number, guide in enumerate(shown):
            laid = GuidePanel().lay(fonts, panel_place(guide, size), *panel_words(guide))
            assert not laid.cut, (size, number)
            assert len(laid.pages) <= 2, (size, number)  # a page turn at most
            blocks = [part for page in laid.pages for part in (page.telling, page.asking) if part]
            assert all(block.font.get_height() >= smallest for block in blocks), (size, number)
            assert laid.pages[-1].asking is not None and all(page.asking is None for page in laid.pages[:-1])


def test_words_that_fit_take_one_page_with_the_question_larger():
    app = make_app()
    fonts = app.fonts
    laid = lay_out(fonts, (400, 400), 6, ["A short note."], "Draw a card.", 20)
    assert len(laid.pages) == 1 and not laid.cut
    page = laid.pages[0]
    assert page.telling is not None and page.asking is not None and page.asking.font is fonts.body


def test_words_too_many_for_one_page_go_on_pages_in_reading_order_the_question_last():
    app = make_app()
    fonts = app.fonts
    said = [f"Paragraph {n}: " + "words of what happened " * 6 for n in range(4)]
    laid = lay_out(fonts, (240, 200), 6, said, "Now draw from the middle pile.", 20)
    assert len(laid.pages) > 1 and not laid.cut
    told = [block.whole for page in laid.pages if (block := page.telling)]
    assert "\n".join(told) == "\n".join(said)  # every paragraph once, in order
    assert laid.pages[-1].asking is not None and all(page.asking is None for page in laid.pages[:-1])
    told_in = {page.telling.font for page in laid.pages if page.telling}
    assert told_in in ({fonts.small}, {fonts.sized(22)})  # the small size, or a notch less where that saves a page


def test_a_text_too_long_for_a_page_alone_is_reported_cut():
    app = make_app()
    laid = lay_out(app.fonts, (120, 80), 6, ["word " * 200], "Draw.", 20)
    assert laid.cut


def test_a_click_on_the_panel_or_page_down_turns_its_page_and_reaches_nothing_under_it():
    app, scene = open_game_guide("struggle-for-catan", "en", (1280, 720))
    follow_to(app, scene, 21)  # the Brigand Attack told, then the question: two pages at this size
    assert scene.panel_pages().cut is False and scene.panel.pages == 2 and scene.panel.page == 0
    before = list(scene.match.actions)
    for _ in range(3):
        click(app, scene.panel_rect().center)
    assert scene.panel.page == 1  # three clicks: page 2, page 1, page 2
    assert scene.match.actions == before  # nothing under the panel was played
    key(app, "page down")
    assert scene.panel.page == 0
    key(app, "page up")
    assert scene.panel.page == 1
    assert scene.match.actions == before


def test_new_words_open_the_panel_on_its_first_page():
    app, scene = open_game_guide("struggle-for-catan", "en", (1280, 720))
    follow_to(app, scene, 21)
    key(app, "page down")
    assert scene.panel.page == 1
    follow_to(app, scene, 22)
    scene.panel_pages()
    assert scene.panel.page == 0


def test_the_catan_guide_moves_the_actions_zone_out_from_under_its_panel():
    script = load_guide("struggle-for-catan")
    match = guided_match(script)
    layout = guided_layout(script, load_table_layout(match))
    moved = layout.zones["actions"].box
    assert moved is not None and (moved.x - moved.w / 2, moved.y - moved.h / 2) == pytest.approx((0.60, 0.625))
    assert load_table_layout(match).zones["actions"].box != moved  # the real game's layout is untouched


@pytest.mark.parametrize("zone", ["nowhere", "hand"])  # no such zone; a zone placed per seat
def test_a_script_moving_a_zone_it_cannot_move_gives_a_clear_message(tmp_path: Path, zone):
    text = Path(load_guide("cabo").path).read_text(encoding="utf-8") + f"\nzones:\n  {zone}: [0.1, 0.1, 0.2, 0.2]\n"
    path = tmp_path / "cabo.yaml"
    path.write_text(text, encoding="utf-8")
    script = load_guide("cabo", path)
    with pytest.raises(GuideError) as caught:
        guided_layout(script, load_table_layout(guided_match(script)))
    assert f"zones: {zone!r} is not a zone of one box" in str(caught.value) and str(path) in str(caught.value)
