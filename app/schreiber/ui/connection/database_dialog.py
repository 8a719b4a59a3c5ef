"""File → Open database…: this computer's own database, or a club's PostgreSQL server.

Server, port, database, user and password in fields of their own (the password
masked), and whether the connection must be encrypted (TLS, libpq's
``sslmode``; required by default for any server but this computer). OK opens
the database; what cannot be opened is said in the dialog, which stays open to
be corrected. The address is remembered without its password
(:data:`schreiber.ui.settings.DATABASE`); the password goes to the system
keyring, or where there is none to a file only the user can read, as the dialog
says (:mod:`schreiber.ui.connection.passwords`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.store.core import StoreCore, StoreError
from schreiber.ui import settings as setting
from schreiber.ui.common import text
from schreiber.ui.connection.passwords import Passwords, password_free

# libpq's sslmode values the dialog offers, in its order; an address may name another.
TLS_MODES = ("require", "verify-full", "prefer", "disable")
LOCAL_SERVERS = frozenset({"", "localhost", "127.0.0.1", "::1"})

M_OPENED_LOCAL = QT_TRANSLATE_NOOP(
    "DatabaseDialog",
    "This computer's own database is open instead. File → Open database… connects to the"
    " server again (with its password).",
)


def start_failure_text(error: StoreError) -> str:
    """Why the remembered server was not opened at start, and what opened instead."""
    return (
        text.store_error_text(error)
        + "\n\n"
        + QCoreApplication.translate("DatabaseDialog", M_OPENED_LOCAL)
    )


def is_local(server: str) -> bool:
    """This computer itself (by name, loopback address or socket folder)."""
    server = server.strip().lower()
    return server in LOCAL_SERVERS or server.startswith(("127.", "/"))


def default_tls(server: str) -> str:
    """The encryption the dialog chooses for ``server`` until the user does:
    required for any server but this computer."""
    return "prefer" if is_local(server) else "require"


class DatabaseDialog(QDialog):
    """Choose and open a database; :attr:`store` is the one opened on OK."""

    def __init__(
        self,
        settings: QSettings,
        data_dir: str | None,
        writer: str,
        parent: QWidget | None = None,
        passwords: Passwords | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.data_dir = data_dir
        self.writer = writer
        self.passwords = passwords if passwords is not None else Passwords()
        self.store: StoreCore | None = None
        """The database opened by OK."""
        self.address: str | None = None
        """Its address as remembered (None: this computer's own)."""
        self.kept_in: str | None = None
        """Where its password went: the keyring's name or the file's path (None: no password)."""
        self._extra: dict[str, str] = {}  # options of the remembered address without a field
        self._tls_chosen = False  # the TLS choice was the user's (or the address's)

        self.own = QRadioButton(self)
        self.server_choice = QRadioButton(self)
        choice = QButtonGroup(self)
        choice.addButton(self.own)
        choice.addButton(self.server_choice)
        self.server = QLineEdit(self)
        self.port = QLineEdit(self)
        self.port.setPlaceholderText("5432")
        self.database = QLineEdit(self)
        self.user = QLineEdit(self)
        self.password = QLineEdit(self)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.tls = QComboBox(self)
        for mode in TLS_MODES:
            self.tls.addItem("", mode)
        self.tls.activated.connect(self._tls_picked)
        self.server.textEdited.connect(self._server_edited)
        self.labels = {name: QLabel(self) for name in ("server", "port", "database", "user")}
        self.labels.update(password=QLabel(self), tls=QLabel(self))
        fields: dict[str, QWidget] = {
            "server": self.server,
            "port": self.port,
            "database": self.database,
            "user": self.user,
            "password": self.password,
            "tls": self.tls,
        }
        form = QFormLayout()
        for name, widget in fields.items():
            self.labels[name].setBuddy(widget)
            form.addRow(self.labels[name], widget)
        self.kept_note = QLabel(self)
        self.kept_note.setWordWrap(True)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(
            "color: palette(bright-text); background: #b3261e; padding: 4px;"
        )
        self.problem.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.own)
        layout.addWidget(self.server_choice)
        layout.addLayout(form)
        layout.addWidget(self.kept_note)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.own.toggled.connect(self._own_toggled)
        self._fill()
        self.retranslate()
        self.setMinimumWidth(480)

    # ------------------------------------------------------------------ texts

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Open database"))
        self.own.setText(self.tr("&This computer's own database"))
        self.server_choice.setText(self.tr("A &club's server (PostgreSQL)"))
        self.labels["server"].setText(self.tr("&Server:"))
        self.labels["port"].setText(self.tr("&Port:"))
        self.labels["database"].setText(self.tr("&Database:"))
        self.labels["user"].setText(self.tr("&User:"))
        self.labels["password"].setText(self.tr("Pass&word:"))
        self.labels["tls"].setText(self.tr("&Encryption (TLS):"))
        self.server.setPlaceholderText(self.tr("e.g. club-server.local or 192.168.1.10"))
        names = {
            "require": self.tr("Required"),
            "verify-full": self.tr("Required, and the server's certificate checked"),
            "prefer": self.tr("If the server offers it (only on a network you trust)"),
            "disable": self.tr("Off (only on this computer)"),
        }
        for index in range(self.tls.count()):
            mode = str(self.tls.itemData(index))
            self.tls.setItemText(index, names.get(mode, mode))
        self._show_where_kept()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _show_where_kept(self) -> None:
        keyring = self.passwords.keyring_name()
        if keyring is not None:
            self.kept_note.setText(
                self.tr("The password is kept in this computer's keyring ({keyring}).").format(
                    keyring=keyring
                )
            )
        else:
            self.kept_note.setText(
                self.tr(
                    "This computer has no keyring: the password is kept in the file {file},"
                    " which only you can read."
                ).format(file=self.passwords.file)
            )

    # ------------------------------------------------------------ the fields

    def _fill(self) -> None:
        """The fields from the remembered address (its password from the keyring)."""
        remembered = setting.DATABASE.read(self.settings)
        params: dict[str, str] = {}
        if remembered:
            address, _ = password_free(remembered)
            try:
                from schreiber.store.address import read_address

                params = dict(read_address(address).params)
            except (ImportError, StoreError):
                params = {}
            if params:
                self.password.setText(self.passwords.load(address) or "")
        self.server.setText(params.pop("host", ""))
        self.port.setText(params.pop("port", ""))
        self.database.setText(params.pop("dbname", ""))
        self.user.setText(params.pop("user", ""))
        params.pop("password", None)
        mode = params.pop("sslmode", None)
        if mode is not None:
            if self.tls.findData(mode) < 0:
                self.tls.addItem(mode, mode)
            self.tls.setCurrentIndex(self.tls.findData(mode))
            # The address always names its mode; only one that is not the dialog's
            # own default was the user's choice. Else another server typed in asks
            # for TLS again (a server first tried on this computer kept "prefer").
            self._tls_chosen = mode != default_tls(self.server.text())
        else:
            self._server_edited(self.server.text())
        self._extra = params
        (self.server_choice if remembered else self.own).setChecked(True)
        self._own_toggled(self.own.isChecked())

    def _own_toggled(self, own: bool) -> None:
        for widget in (self.server, self.port, self.database, self.user, self.password, self.tls):
            widget.setEnabled(not own)
        for label in self.labels.values():
            label.setEnabled(not own)
        self.kept_note.setEnabled(not own)

    def _tls_picked(self, _index: int) -> None:
        self._tls_chosen = True

    def _server_edited(self, server: str) -> None:
        """Encryption required for any server but this computer, until the user chooses."""
        if not self._tls_chosen:
            self.tls.setCurrentIndex(self.tls.findData(default_tls(server)))

    def params(self) -> dict[str, str]:
        """libpq's options the fields give (the password apart)."""
        params: dict[str, str] = {}
        for key, widget in (
            ("host", self.server),
            ("port", self.port),
            ("dbname", self.database),
            ("user", self.user),
        ):
            value = widget.text().strip()
            if value:
                params[key] = value
        params.update(self._extra)
        params["sslmode"] = str(self.tls.currentData())
        return params

    # ------------------------------------------------------------------ OK

    def accept(self) -> None:
        """Open the database chosen; remember it (and keep the password) only if it opened."""
        from schreiber.store.address import to_url
        from schreiber.store.locate import open_store

        if self.own.isChecked():
            address, password = None, None
        else:
            address = to_url(self.params())
            password = self.password.text() or None
        if address is not None and not self.server.text().strip():
            self._say(self.tr("Give the server's name or address."), self.server)
            return
        try:
            store = open_store(address, self.data_dir, writer=self.writer, password=password)
        except StoreError as error:
            self._say(text.store_error_text(error), self._field_of(error))
            return
        self.store = store

        if address is None:
            setting.DATABASE.forget(self.settings)
        else:
            remembered = str(store.path)  # the password-free address the store shows
            setting.DATABASE.write(self.settings, remembered)
            self.address = remembered
            if password:
                where = self.passwords.save(remembered, password)
                self.kept_in = str(where) if where is not None else self.passwords.keyring_name()
            else:
                self.passwords.forget(remembered)
        self.settings.sync()
        super().accept()

    def _say(self, message: str, field: QWidget | None) -> None:
        self.problem.setText(message)
        self.problem.show()
        self._fit_message()
        if field is not None:
            field.setFocus()

    def _fit_message(self) -> None:
        """Grow to show the message whole, the fields as high as they need.

        A wrapped label's height is not in the layout's minimum size (it
        depends on the width), so the dialog would keep its height and squeeze
        the fields until their text is cut; nor may the user make it that low.
        """
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        narrowest = max(self.minimumWidth(), layout.minimumSize().width())
        lowest = self.heightForWidth(narrowest)  # -1: no wrapped text to fit
        if lowest > 0:
            self.setMinimumHeight(lowest)
        needed = self.heightForWidth(self.width())
        if needed > self.height():
            self.resize(self.width(), needed)

    def _field_of(self, error: StoreError) -> QWidget | None:
        """The field to correct after ``error`` (None when it is not one field's)."""
        from schreiber.store import address as messages

        fields: dict[str, QWidget] = {
            messages.M_ADDRESS_PORT: self.port,
            messages.M_ADDRESS_PORTS: self.port,
            messages.M_ADDRESS_IPV6: self.server,
            messages.M_ADDRESS_AT: self.server,
            messages.M_WRONG_PASSWORD: self.password,
            messages.M_NO_PASSWORD: self.password,
            messages.M_NO_DATABASE: self.database,
            messages.M_NO_ROLE: self.user,
            messages.M_TLS_REQUIRED: self.tls,
            messages.M_TLS_NOT_OFFERED: self.tls,
        }
        return fields.get(error.template, self.server)
