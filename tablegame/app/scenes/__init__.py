"""The application's screens."""
