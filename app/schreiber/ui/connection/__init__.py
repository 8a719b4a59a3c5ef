"""The window's link to a database: File → Open database…, where a club server's
password is kept (the system keyring), and what a table's login may change."""
