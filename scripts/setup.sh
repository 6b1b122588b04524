#!/usr/bin/env bash
# Installs what the development and test environment needs on a fresh Debian machine, and only
# what is missing: PHP 8.2 (+ extensions), MariaDB, Chromium, PHPUnit, gettext, the classic
# theme Twenty Twenty-One (copied into every local site, so campaign pages are tried under a
# classic PHP theme too) and nginx + PHP-FPM (the real page cache of the e2e spec
# page-cache-refresh.spec.ts, which starts its own on its own port: decision 0087) from apt (as
# root, or through sudo), then the npm packages when node_modules is missing or older than
# package-lock.json. On a machine where apt starts services (systemd), Debian's nginx then also
# serves port 80: `systemctl disable --now nginx php8.2-fpm` if something else needs it.
# Cheap when everything is there; `npm test` runs it first.
set -euo pipefail

cd "$(dirname "$0")/.."

say() { printf '[setup] %s\n' "$*"; }

APT_PACKAGES=(
	php8.2-cli php8.2-mysql php8.2-xml php8.2-mbstring php8.2-gd php8.2-curl php8.2-zip php8.2-intl
	mariadb-server chromium phpunit gettext wordpress-theme-twentytwentyone nginx-light php8.2-fpm
)

missing=()
for package in "${APT_PACKAGES[@]}"; do
	if ! dpkg -s "$package" >/dev/null 2>&1; then
		missing+=("$package")
	fi
done
for command in php mariadb-install-db chromium phpunit xgettext; do
	if ! command -v "$command" >/dev/null 2>&1 && ! [ -x "/usr/sbin/$command" ]; then
		say "command '$command' not found"
		missing+=("$command")
	fi
done

if [ "${#missing[@]}" -gt 0 ]; then
	SUDO=()
	if [ "$(id -u)" -ne 0 ]; then
		command -v sudo >/dev/null 2>&1 || { say "not root and no sudo: install ${APT_PACKAGES[*]} by hand"; exit 1; }
		SUDO=(sudo)
	fi
	say "apt: missing ${missing[*]}; installing ${APT_PACKAGES[*]}"
	start=$SECONDS
	"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/tmp/p2p-setup-apt.log 2>&1 \
		|| { cat /tmp/p2p-setup-apt.log; say "apt-get update failed"; exit 1; }
	"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${APT_PACKAGES[@]}" \
		>>/tmp/p2p-setup-apt.log 2>&1 \
		|| { tail -40 /tmp/p2p-setup-apt.log; say "apt-get install failed (full log: /tmp/p2p-setup-apt.log)"; exit 1; }
	say "apt: installed ($((SECONDS - start)) s)"
else
	say "apt: php 8.2, mariadb, chromium, phpunit, twenty twenty-one, nginx and php-fpm present"
fi

if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
	say "npm: installing (npm ci)"
	start=$SECONDS
	export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
	if ! npm ci --no-audit --no-fund --loglevel=error 2>/tmp/p2p-setup-npm.log; then
		# The registry this project reaches serves only this platform's optional binaries (e.g.
		# @unrs/resolver-binding-darwin-* answer 404), so the lock file cannot list them and npm ci
		# may refuse it as "out of sync". npm install with the same lock file installs the same tree.
		grep -E '^npm error (Missing|`npm ci`)' /tmp/p2p-setup-npm.log | head -3 | sed 's/^/[setup]   /' || true
		say "npm: npm ci refused the lock file; installing with npm install --no-save (same lock)"
		npm install --no-save --no-audit --no-fund --loglevel=error \
			|| { say "npm install failed"; exit 1; }
	fi
	say "npm: installed ($((SECONDS - start)) s)"
else
	say "npm: node_modules up to date"
fi
