"""The Qt window. Only this package imports Qt."""
