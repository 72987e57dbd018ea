"""Korean particles that depend on the word before them: 이/가, 을/를, 은/는, 과/와, 으로/로.

A particle's form follows whether the preceding word, as it is read aloud, ends in a consonant (a final
consonant, 받침). For Hangul that is in the syllable itself; digits are read as Sino-Korean numbers
(3 삼, 10 십); Latin letters by how a Korean reader usually says an English name (Tom 톰, Mina 미나,
Mike 마이크). After a bracketed group the word before the brackets counts, as Korean writing has it
(카드(3)를). When the sound cannot be told (Hanzi, emoji, symbols), both forms are written, as Korean
texts do: 이(가).
"""

from __future__ import annotations

HANGUL_FIRST, HANGUL_LAST = 0xAC00, 0xD7A3
RIEUL = 8  # the final-consonant index of ㄹ: before it 으로 becomes 로

# Each pair: the form after a final consonant, the form after a vowel, the both-forms fallback.
PARTICLES: dict[str, tuple[str, str, str]] = {
    "이/가": ("이", "가", "이(가)"),
    "을/를": ("을", "를", "을(를)"),
    "은/는": ("은", "는", "은(는)"),
    "과/와": ("과", "와", "과(와)"),
    "으로/로": ("으로", "로", "(으)로"),
    "이라/라": ("이라", "라", "(이)라"),
}

# The final sound of each digit read in Sino-Korean: None = a vowel, else a final consonant's index
# (영 ㅇ, 일 ㄹ, 이, 삼 ㅁ, 사, 오, 육 ㄱ, 칠 ㄹ, 팔 ㄹ, 구).
DIGIT_FINALS: dict[str, int | None] = {
    "0": 21,
    "1": RIEUL,
    "2": None,
    "3": 16,
    "4": None,
    "5": None,
    "6": 1,
    "7": RIEUL,
    "8": RIEUL,
    "9": None,
}
# A number ending in zeros is read by its last unit: 십 (10) ㅂ, 백 (100) ㄱ, 천 (1000) ㄴ, 만 (10000) ㄴ.
ZERO_RUN_FINALS = {1: 17, 2: 1, 3: 4, 4: 4}

# English-looking endings a Korean reader says with a final consonant (Tom 톰, Jack 잭, Bill 빌);
# a final r, s, e or y is usually said with a vowel (피터, 제임스, 마이크, 토니).
LATIN_CONSONANT_FINALS = {"b": 7, "c": 1, "d": 7, "g": 1, "k": 1, "l": RIEUL, "m": 16, "n": 4, "p": 17, "t": 7}
# A letter standing alone is said by its name; only 엘 (l), 엠 (m), 엔 (n) and 알 (r) end in a consonant.
LETTER_NAME_FINALS = {"l": RIEUL, "m": 16, "n": 4, "r": RIEUL}
SKIPPED_TAIL = " \t)]}>\"'”’」』》〉·.!?"
# A closing bracket whose group is dropped: a particle after brackets fits the word before them (카드(3)를).
BRACKETS = {")": "(", "）": "（", "]": "["}


def _without_brackets(text: str) -> str:
    """The text without the bracketed groups at its end ("카드(3)" -> "카드"), unless nothing would be left."""
    text = text.rstrip()
    while text and text[-1] in BRACKETS:
        start = text.rfind(BRACKETS[text[-1]])
        if start <= 0:
            break
        text = text[:start].rstrip()
    return text


def final_sound(word: str) -> int | str | None:
    """How `word` ends when read aloud: a final consonant's index (1-27), None for a vowel, or "unknown"."""
    text = _without_brackets(word).rstrip(SKIPPED_TAIL)
    if not text:
        return "unknown"
    last = text[-1]
    code = ord(last)
    if HANGUL_FIRST <= code <= HANGUL_LAST:
        index = (code - HANGUL_FIRST) % 28
        return index or None
    if last.isdigit() and last in DIGIT_FINALS:
        digits = len(text) - len(text.rstrip("0"))
        if last == "0" and digits < len(text) and digits in ZERO_RUN_FINALS:
            return ZERO_RUN_FINALS[digits]
        return DIGIT_FINALS[last]
    lower = last.lower()
    if "a" <= lower <= "z":
        if len(text) == 1 or not text[-2].isalpha():
            return LETTER_NAME_FINALS.get(lower)  # a lone letter ("7B", "arm A") is read by its name: 비, 에이
        if text.lower().endswith("ng"):
            return 21
        return LATIN_CONSONANT_FINALS.get(lower)
    return "unknown"


def particle(word: str, pair: str) -> str:
    """The form of particle `pair` (e.g. "이/가") that follows `word`."""
    after_consonant, after_vowel, both = PARTICLES[pair]
    sound = final_sound(word)
    if sound == "unknown":
        return both
    if pair == "으로/로":
        return after_vowel if sound is None or sound == RIEUL else after_consonant
    return after_vowel if sound is None else after_consonant


# `{n:번째}`: a count of order read with native Korean numbers, as Korean says it (첫 번째, 두 번째, 열한 번째);
# past twenty the digits (21번째), as Korean texts write large ones.
ORDINAL_SPEC = "번째"
NATIVE_ORDINALS = ("첫", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉")


def native_ordinal(number: int) -> str:
    """A 1-based position in native Korean: 1 -> "첫 번째", 11 -> "열한 번째", 20 -> "스무 번째", 21 -> "21번째"."""
    if number == 20:
        return "스무 번째"
    if not 1 <= number < 20:
        return f"{number}번째"
    tens, ones = divmod(number, 10)
    if ones == 0:
        return "열 번째"
    word = ("열" if tens else "") + ("한" if tens and ones == 1 else NATIVE_ORDINALS[ones - 1])
    return f"{word} 번째"


def attach(word: str, pair: str) -> str:
    """`word` followed by the right form of particle `pair`: attach("Mina", "이/가") == "Mina가"."""
    return word + particle(word, pair)
