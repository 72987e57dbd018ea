"""Names with emoji never draw as boxes (issue 25): the name field refuses a character the font cannot draw and
says why; a name that already holds one (a save written elsewhere, an older version) shows "�" in its place."""

from __future__ import annotations

import pygame
from driver import click, make_app, recorded_canvas

from tablegame.app.scenes.menu import MenuScene
from tablegame.app.shot import take_shot
from tablegame.core.match import Match, Seat
from tablegame.i18n import tr
from tablegame.table import render as r
from tablegame.table.text_recorder import recording_texts

DICE = "\N{GAME DIE}"
THUMB = "\N{THUMBS UP SIGN}\N{EMOJI MODIFIER FITZPATRICK TYPE-4}"  # an emoji and its skin tone
FAMILY = "\N{MAN}\N{ZERO WIDTH JOINER}\N{WOMAN}\N{ZERO WIDTH JOINER}\N{GIRL}"  # three emoji joined into one


def test_an_emoji_typed_in_a_name_field_is_refused_with_a_reason_and_the_next_key_clears_it() -> None:
    """Through the menu: the emoji typed after "Mina" does not enter the name; a note under the field says why
    (drawn whole, no glyph missing); the next key typed removes the note."""
    with recording_texts() as recorder:
        app = make_app(fonts=r.Fonts(recorder.typeface()))
        app.open_menu()
        app.step()
        menu = app.scenes.top
        assert isinstance(menu, MenuScene)
        field = menu.seats[0].field
        click(app, field.rect.center)
        for typed in ("Mina", DICE, THUMB):
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=typed))
            app.step()
        assert field.text == "Mina" and field.refused
        canvas = recorded_canvas(app, recorder)
        app.scenes.draw(canvas)
        texts = [text for text in recorder.texts_on(canvas) if text.box is not None]
        note = tr("No emoji, sorry")
        assert [text for text in texts if text.text == note and not text.clipped]
        assert not [text for text in texts if text.missing_glyphs]
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="!"))
        app.step()
        assert field.text == "Mina!" and not field.refused


def test_names_with_emoji_from_a_save_are_drawn_with_a_replacement_never_a_box() -> None:
    """Seats named with emoji (as an older version or another program may have saved them) are drawn on the table
    with "�" where the font has no glyph: every caption, score line and history line has all its glyphs."""
    seats = [Seat(f"Mina {DICE}"), Seat(f"Noor {THUMB}", "bot", "random"), Seat(f"{FAMILY} Kim", "bot", "random")]
    match = Match("cabo", seats, 3)
    shot = take_shot(match, 0, (1280, 720))
    assert not [text.text for text in shot.texts if text.missing_glyphs]
    shown = " ".join(text.text for text in shot.texts)
    assert "Mina \N{REPLACEMENT CHARACTER}" in shown and "Noor \N{REPLACEMENT CHARACTER}" in shown


def test_drawable_keeps_what_the_font_draws_and_replaces_each_emoji_once() -> None:
    """Korean, Chinese, accents and the symbols the font has stay; an emoji becomes one "�", its skin tone and
    joiners (which have no glyph either) are left out rather than drawn as more boxes."""
    pygame.font.init()
    assert r.drawable("민아 · 欧阳娜娜 · Zoë ✓") == "민아 · 欧阳娜娜 · Zoë ✓"
    assert r.drawable(f"Mina {DICE}") == "Mina \N{REPLACEMENT CHARACTER}"
    assert r.drawable(THUMB) == "\N{REPLACEMENT CHARACTER}"
    assert r.drawable(FAMILY) == "\N{REPLACEMENT CHARACTER}" * 3
    assert r.drawable("a\x00b") == "a\N{REPLACEMENT CHARACTER}b"
