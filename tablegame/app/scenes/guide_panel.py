"""The guided first game's panel: what happened (and why) above what to try now, in sizes a newcomer can read;
when the words do not fit at those sizes they go on pages in reading order, the question on the last, turned by a
click on the panel or Page Down / Page Up."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from tablegame.i18n import tr
from tablegame.table import render as r
from tablegame.table.text_block import Block, draw_block, fit_block

PARAGRAPH_GAP = 0.3  # of a line, between what happened's paragraphs


@dataclass(frozen=True)
class PanelPage:
    """One page of the panel: some of what happened and, on the last page, the question (either may be missing)."""

    telling: Block | None
    asking: Block | None


@dataclass(frozen=True)
class PanelPages:
    """The panel's words laid out: its pages, and whether any had to be shortened (a word cut off)."""

    pages: tuple[PanelPage, ...]
    cut: bool


def lay_out(
    fonts: r.Fonts, size: tuple[int, int], gap: int, said: Sequence[str], asked: str, title_height: int
) -> PanelPages:
    """The words in the panel's inner `size` (below a title `title_height` high, `gap` between parts): on one page
    at the largest legible sizes that fit, else on pages in reading order, what happened's paragraphs as many to a
    page as fit and the question on the last (a notch smaller where that saves a page); only a text too long for a
    page alone goes smaller, or is shortened."""
    width, height = size
    room = height - title_height - gap
    legible = fonts.small  # the table's small text: pages come before the words go much below it
    notch = fonts.sized(22)  # one notch less, where that keeps the words on one page or saves a page
    for question_font, telling_font in ((fonts.body, legible), (legible, legible), (notch, notch)):
        asking = fit_block([question_font], [asked], width) if asked else None
        telling = _telling(telling_font, said, width) if said else None
        if _height(telling, gap) + _height(asking, gap) <= room + gap:
            return PanelPages((PanelPage(telling, asking),), False)
    smaller = [fonts.sized(21), fonts.sized(18)]  # only for a text too long for a page alone
    on_pages = [_pages(font, [font, *smaller], width, room, gap, said, asked) for font in (legible, notch)]
    return min(on_pages, key=lambda laid: (laid.cut, len(laid.pages)))  # the first of the fewest pages uncut


def _pages(
    font: pygame.font.Font,
    smaller: list[pygame.font.Font],
    width: int,
    room: int,
    gap: int,
    said: Sequence[str],
    asked: str,
) -> PanelPages:
    """The words on pages in `font` (a text too long for a page alone in the `smaller` fonts): what happened's
    paragraphs as many to a page as fit, the question after the last of them if it fits there, else alone."""
    runs: list[list[str]] = []
    for paragraph in said:
        if runs and _telling(font, [*runs[-1], paragraph], width).height <= room:
            runs[-1].append(paragraph)
        else:
            runs.append([paragraph])
    pages = [PanelPage(fit_block(smaller, run, width, room, paragraph_gap=PARAGRAPH_GAP), None) for run in runs]
    if asked:
        asking = fit_block(smaller, [asked], width, room)
        last = pages[-1].telling if pages else None
        if last and not last.cut and last.font is font and _height(last, gap) + asking.height <= room:
            pages[-1] = PanelPage(last, asking)
        else:
            pages.append(PanelPage(None, asking))
    cut = any(part.cut for page in pages for part in (page.telling, page.asking) if part)
    return PanelPages(tuple(pages), cut)


def _telling(font: pygame.font.Font, paragraphs: Sequence[str], width: int) -> Block:
    """What happened's paragraphs wrapped in `font`, whatever their height."""
    return fit_block([font], paragraphs, width, paragraph_gap=PARAGRAPH_GAP)


def _height(block: Block | None, gap: int) -> int:
    """A part's height with the gap below it (none for a missing part)."""
    return block.height + gap if block else 0


class GuidePanel:
    """The panel in its rectangle, on the page the player turned to (the first whenever the words change)."""

    def __init__(self) -> None:
        self.page = 0
        self._laid: tuple[tuple[object, ...], PanelPages, Block] | None = None  # the last layout and its inputs

    def lay(self, fonts: r.Fonts, rect: pygame.Rect, said: Sequence[str], asked: str) -> PanelPages:
        """The panel's words laid out in `rect` (kept while the words, the rectangle and the text size are the
        same); new words go back to the first page."""
        inputs = (tuple(said), asked, tuple(rect), fonts.scale)
        if self._laid is None or self._laid[0] != inputs:
            if self._laid is None or self._laid[0][:2] != inputs[:2]:
                self.page = 0
            inner = rect.inflate(-2 * self.pad(rect), -2 * self.pad(rect))
            title = fit_block([fonts.small], [tr("Guide")], inner.width, max_lines=1)
            self._laid = (inputs, lay_out(fonts, inner.size, self.gap(rect), said, asked, title.height), title)
        laid = self._laid[1]
        self.page = min(self.page, len(laid.pages) - 1)
        return laid

    @property
    def pages(self) -> int:
        """How many pages the words last laid out took."""
        return len(self._laid[1].pages) if self._laid else 1

    def turn(self, back: bool = False) -> bool:
        """Show the next page (or, `back`, the one before), round to the first; False if there is only one."""
        if self.pages < 2:
            return False
        self.page = (self.page + (-1 if back else 1)) % self.pages
        return True

    @staticmethod
    def pad(rect: pygame.Rect) -> int:
        """The panel's margin inside its border."""
        return max(4, rect.height // 24)

    @staticmethod
    def gap(rect: pygame.Rect) -> int:
        """The room between the title and the words, and between what happened and the question."""
        return GuidePanel.pad(rect) // 2 + 2

    def draw(self, surface: pygame.Surface, fonts: r.Fonts, rect: pygame.Rect, said: Sequence[str], asked: str) -> None:
        """The panel in `rect`: its title (and "page/pages ›" on pages), the page's words, the question glowing."""
        laid = self.lay(fonts, rect, said, asked)
        assert self._laid is not None
        title = self._laid[2]
        pad, gap = self.pad(rect), self.gap(rect)
        pygame.draw.rect(surface, r.PANEL, rect, border_radius=pad)
        pygame.draw.rect(surface, r.GLOW, rect, width=2, border_radius=pad)
        inner = rect.inflate(-2 * pad, -2 * pad)
        draw_block(surface, title, inner.topleft, r.GLOW)
        if len(laid.pages) > 1:
            pager = fit_block([fonts.small], [f"{self.page + 1}/{len(laid.pages)} ›"], inner.width // 2, max_lines=1)
            draw_block(surface, pager, (inner.right - pager.width, inner.top), r.GLOW)
        page = laid.pages[self.page]
        top = inner.top + title.height + gap
        if page.telling:
            top = draw_block(surface, page.telling, (inner.left, top)).bottom + gap
        if page.asking:
            draw_block(surface, page.asking, (inner.left, top), r.GLOW)
