"""The one error type the rules raise for input that cannot happen.

Messages are English templates with named placeholders. The window translates
the template (the templates are marked with :func:`QT_TRANSLATE_NOOP` so that
``pyside6-lupdate`` finds them) and fills in the parameters; the command line
prints the English text. A parameter that is a code (a game type, a bonus, an
announcement, a rule option…) is passed as an :class:`schreiber.games.names.Term`, so
that every reader sees its name, never the code.
"""

from __future__ import annotations

import reprlib

ERROR_CONTEXT = "RecordError"
LONGEST_SHOWN = 60
"""Characters of a parameter shown in a message; a longer one is cut with "…"."""
LONGEST_FIELD = 200
LONGEST_NUMBER_BITS = 200  # about 60 digits; a longer number is shown by its length


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation without importing Qt; returns it unchanged."""
    del context
    return text


class Whole:
    """A parameter built from known names, short by construction: shown whole."""

    __slots__ = ()


class RecordError(ValueError):
    """A record, rule set or command input that cannot be accepted.

    ``field`` is a dotted path to the offending value (``deal.re_points``),
    ``template`` the untranslated message, ``params`` its placeholders.
    """

    def __init__(self, field: str, template: str, **params: object) -> None:
        # A field path holds the input's own keys, which may be of any length.
        self.field = field if len(field) <= LONGEST_FIELD else field[: LONGEST_FIELD - 1] + "…"
        self.template = template
        self.params = {name: _shown(value) for name, value in params.items()}
        super().__init__(f"{self.field}: {self.reason}")

    @property
    def reason(self) -> str:
        """The English message without the field."""
        return self.template.format(**self.params)


class _Shortened:
    """A parameter too long to show whole (any input can be: a 5,000-digit number,
    a megabyte of text, a list nested a thousand deep): its cut text, for ``{x}``
    and ``{x!r}`` alike."""

    __slots__ = ("_repr", "_str")

    def __init__(self, as_str: str, as_repr: str) -> None:
        self._str, self._repr = as_str, as_repr

    def __str__(self) -> str:
        return self._str

    def __repr__(self) -> str:
        return self._repr

    def __format__(self, spec: str) -> str:
        return self._str


class _ShortRepr(reprlib.Repr):
    def __init__(self) -> None:
        super().__init__()
        self.fillvalue = "…"
        self.maxlevel, self.maxstring, self.maxother = 3, LONGEST_SHOWN // 2, LONGEST_SHOWN // 2
        self.maxlist = self.maxtuple = self.maxdict = self.maxset = self.maxfrozenset = 6
        self.cut = False

    def repr_int(self, x: int, level: int) -> str:
        self.cut = self.cut or x.bit_length() > LONGEST_NUMBER_BITS
        return _number(x)


def _number(value: int) -> str:
    if value.bit_length() <= LONGEST_NUMBER_BITS:
        return repr(value)
    # str() of a huge int is slow and refused beyond 4,300 digits.
    digits = int(value.bit_length() * 0.30103) + 1
    return f"{'-' if value < 0 else ''}<a number of about {digits} digits>"


def _shown(value: object) -> object:
    """``value`` itself when it is short, otherwise a :class:`_Shortened` stand-in."""
    if value is None or isinstance(value, bool | float | Whole):
        return value
    if isinstance(value, int):
        if value.bit_length() <= LONGEST_NUMBER_BITS:
            return value
        return _Shortened(_number(value), _number(value))
    if isinstance(value, str):
        if len(value) <= LONGEST_SHOWN:
            return value
        cut = value[: LONGEST_SHOWN - 1] + "…"
        return _Shortened(cut, repr(cut))
    short = _ShortRepr()
    text = short.repr(value)
    if not short.cut and "…" not in text and len(text) <= 4 * LONGEST_SHOWN:
        return value  # small enough to show whole
    return _Shortened(text, text)
