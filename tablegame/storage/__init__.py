"""Saved games and settings on the local disk."""
