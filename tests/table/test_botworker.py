"""The table's bot worker: a decision runs off the drawing thread and a search can be called off."""

from __future__ import annotations

import random
import time

from tablegame.app.botworker import BotWorker
from tablegame.bots.base import make_bot
from tablegame.core.registry import get_rules


def test_leaving_the_table_stops_a_search_in_progress():
    """cancel() tells a `hard` bot to stop: its thread ends long before its 30 s budget."""
    rules = get_rules("cabo")
    match_state = rules.setup(2, rules.resolve_options({}), random.Random(3), {})
    while True:  # on to the first turn (after the start-of-round peeks, which need no search)
        seat = rules.to_act(match_state)[0]
        legal = rules.legal_actions(match_state, seat)
        if legal[0]["type"] != "peek_start":
            break
        rules.apply(match_state, legal[0])
    bot = make_bot(rules, "hard@30s", seat, 1)
    worker = BotWorker(threaded=True)
    worker.start(bot, rules.view(match_state, seat), rules.legal_actions(match_state, seat), ticket=0)
    thread = worker._thread
    assert thread is not None and worker.busy
    time.sleep(0.2)
    worker.cancel()
    thread.join(timeout=5)
    assert not thread.is_alive() and not worker.busy
    assert worker.poll() == (None, None)
