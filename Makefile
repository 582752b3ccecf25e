# Two commands for a newcomer: `make run` (the bot, or the offline table without a token)
# and `make test`. Both create the virtual environment on first use.
VENV ?= .venv
PYTHON ?= python3
BIN := $(VENV)/bin

$(BIN)/strategos: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e ".[dev]"
	touch $@

.PHONY: run play test lint bench readme-boards
run: $(BIN)/strategos
	@if [ -n "$$DISCORD_TOKEN" ] || grep -qs '^DISCORD_TOKEN=..*' .env; then \
		$(BIN)/strategos run; \
	else \
		echo "No DISCORD_TOKEN: opening the offline table (strategos play babel)."; \
		$(BIN)/strategos play babel; \
	fi

play: $(BIN)/strategos
	$(BIN)/strategos play babel

test: $(BIN)/strategos
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/pytest -n auto --dist worksteal

bench: $(BIN)/strategos
	$(BIN)/strategos bench --quick

# The README's pictures, docs/boards/<game>.png: each game's phone picture of the middle of a
# seeded game, in English (its whole board for a game that draws no phone picture).
readme-boards: $(BIN)/strategos
	rm -rf docs/boards/.draw
	for game in babel duellum antike polis nations; do \
		$(BIN)/strategos boards --game $$game --position mid --locale en \
			--out docs/boards/.draw > /dev/null || exit 1; \
		picture=docs/boards/.draw/$$game-mid-en-phone.png; \
		[ -e $$picture ] || picture=docs/boards/.draw/$$game-mid-en-full.png; \
		mv $$picture docs/boards/$$game.png || exit 1; \
	done
	rm -rf docs/boards/.draw
