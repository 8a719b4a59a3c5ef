"""The one error type the rules raise for input that cannot happen.

Messages are English templates with named placeholders. The window translates
the template (the templates are marked with :func:`QT_TRANSLATE_NOOP` so that
``pyside6-lupdate`` finds them) and fills in the parameters; the command line
prints the English text.
"""

from __future__ import annotations

ERROR_CONTEXT = "RecordError"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation without importing Qt; returns it unchanged."""
    del context
    return text


class RecordError(ValueError):
    """A record, rule set or command input that cannot be accepted.

    ``field`` is a dotted path to the offending value (``deal.re_points``),
    ``template`` the untranslated message, ``params`` its placeholders.
    """

    def __init__(self, field: str, template: str, **params: object) -> None:
        self.field = field
        self.template = template
        self.params = params
        super().__init__(f"{field}: {self.reason}")

    @property
    def reason(self) -> str:
        """The English message without the field."""
        return self.template.format(**self.params)
