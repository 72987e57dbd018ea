"""Bots: every level receives only its seat's view and the legal actions."""
