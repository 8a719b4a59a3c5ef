"""Immutable records without :mod:`dataclasses`: the base of the game records that
``schreiber score`` builds.

``@dataclass(frozen=True)`` imports :mod:`inspect` (and with it ``ast``, ``dis``,
``tokenize`` …) and compiles each class's ``__init__``, ``__eq__`` and ``__repr__``
with ``exec`` when the module is imported: a third of the command's time (issue 28,
item 5). A :class:`Frozen` subclass writes its ``__init__`` out instead and names its
fields in ``FIELDS``; everything else a frozen dataclass has is here, once, driven by
``FIELDS``: equality (same class, equal fields), hash, repr, copy and pickle, no
assignment after ``__init__``, and :meth:`Frozen.replace`.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, ClassVar, Self


def fill(record: Frozen, *values: object) -> None:
    """Set ``record``'s fields, its ``FIELDS`` in order, to ``values`` (an
    ``__init__`` that takes them in that order)."""
    for name, value in zip(record.FIELDS, values, strict=True):
        object.__setattr__(record, name, value)


def _rebuilt(cls: type[Frozen], values: tuple[object, ...]) -> Frozen:
    """The record of class ``cls`` with ``values`` (copy and pickle)."""
    record = object.__new__(cls)
    for name, value in zip(cls.FIELDS, values, strict=True):
        object.__setattr__(record, name, value)
    return record


class Frozen:
    """An immutable record: ``FIELDS`` names the fields in order, the subclass's
    ``__init__`` sets each with ``object.__setattr__``."""

    __slots__ = ()
    FIELDS: ClassVar[tuple[str, ...]] = ()
    COMPARED: ClassVar[tuple[str, ...] | None] = None
    """The fields equality and the hash look at (``None``: all of ``FIELDS``), as a
    dataclass field's ``compare=False`` leaves one out."""

    def _values(self) -> tuple[object, ...]:
        return tuple([getattr(self, name) for name in self.FIELDS])

    def _key(self) -> tuple[object, ...]:
        names = self.FIELDS if self.COMPARED is None else self.COMPARED
        return tuple([getattr(self, name) for name in names])

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, Frozen)
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.FIELDS)
        return f"{self.__class__.__qualname__}({shown})"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuilt, (self.__class__, self._values()))

    @classmethod
    def defaults(cls) -> dict[str, object]:
        """The fields ``__init__`` fills in when they are not given, with the default
        it takes for each (``None`` where it makes a fresh value, a dict say)."""
        init = cls.__init__
        code = init.__code__
        names = code.co_varnames[1 : code.co_argcount]
        given = init.__defaults__ or ()
        return dict(zip(names[len(names) - len(given) :], given, strict=True))

    def replace(self, **changes: Any) -> Self:
        """A copy with ``changes`` (field names; any other name is a ``TypeError``)."""
        values = dict(zip(self.FIELDS, self._values(), strict=True))
        values.update(changes)
        return self.__class__(**values)
