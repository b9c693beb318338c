#!/usr/bin/env bash
# Server benchmarks (see the "Server" section of BENCHMARKS.md):
#   1. /littlejohn/symbols vs a bare Hummingbird route in the same release binary (wrk);
#   2. 1,000 concurrent ticker streams for 30 s: gaps between lines, server RSS;
#   3. 350 KB range responses of the JPEG vs nginx (sendfile) serving the same file (wrk, 8 connections),
#      with a bare in-memory slice route as the ceiling of Hummingbird's write path.
# Rounds alternate between the compared servers; each ratio is reported per round and as a median.
# When perf can count, each run also prints the server's instructions per request.
# Usage: Benchmarks/server/run.sh   (installs wrk and nginx with apt when missing)
#        DURATION=10s ROUNDS=3 CLIENTS=1000 HOLD=30 override the defaults.
set -euo pipefail
cd "$(dirname "$0")/../.."

PORT=${PORT:-18080}
NGINX_PORT=${NGINX_PORT:-18081}
DURATION=${DURATION:-10s}
ROUNDS=${ROUNDS:-3}
CLIENTS=${CLIENTS:-1000}
HOLD=${HOLD:-30}
WORK=$(mktemp -d /tmp/swiftlet-server-bench.XXXXXX)
mkdir -p Benchmarks/results
OUT=Benchmarks/results/server-$(date +%Y%m%d-%H%M%S).txt

need=()
command -v wrk >/dev/null 2>&1 || need+=(wrk)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx)
if [ ${#need[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${need[@]}" >/dev/null
fi
NGINX=$(command -v nginx || echo /usr/sbin/nginx)

echo "==> swift build -c release --product swiftlet-bench"
swift build -c release --product swiftlet-bench
BENCH=$(swift build -c release --show-bin-path)/swiftlet-bench

ulimit -n "$(ulimit -Hn)" 2>/dev/null || true   # 1,000 streams need more than 1,024 descriptors
"$BENCH" server serve "$PORT" "$WORK/data" &
SERVER=$!
NGINX_PID=""
cleanup() {
  kill "$SERVER" 2>/dev/null || true
  wait "$SERVER" 2>/dev/null || true
  if [ -n "$NGINX_PID" ]; then kill "$NGINX_PID" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

for _ in $(seq 1 100); do
  curl -sf "http://127.0.0.1:$PORT/hello" >/dev/null && break
  sleep 0.2
done
# Renders (or loads) the images and writes the disk copies nginx will serve.
curl -sf "http://127.0.0.1:$PORT/files/list" >/dev/null
JPEG="$WORK/data/assets/v1/superstorage.jpeg"
SIZE=$(stat -c %s "$JPEG")

# One wrk run against one server: prints requests/s, transfer/s and, when perf works, the
# server's user and kernel instructions per request (stable where wall-clock figures are not).
# Usage: measure LABEL CONNECTIONS URL PIDS [wrk options]; appends "LABEL REQ/S" to $WORK/rates.
measure() {
  local label=$1 connections=$2 url=$3 pids=$4
  shift 4
  local counters=$WORK/perf.out perf_pid=""
  if [ -n "$PERF" ]; then
    perf stat -x, -e instructions:u,instructions:k -p "$pids" -o "$counters" -- sleep "${DURATION%s}" >/dev/null 2>&1 &
    perf_pid=$!
  fi
  local result
  result=$(wrk -t2 -c"$connections" -d"$DURATION" "$@" "$url")
  local rate transfer requests
  rate=$(echo "$result" | awk '/Requests\/sec/ {print $2}')
  transfer=$(echo "$result" | awk '/Transfer\/sec/ {print $2}')
  requests=$(echo "$result" | grep -oE '^ *[0-9]+ requests' | grep -oE '[0-9]+')
  local per_request=""
  if [ -n "$perf_pid" ]; then
    wait "$perf_pid" || true
    local user kernel
    user=$(awk -F, '/instructions:u/ {print $1}' "$counters")
    kernel=$(awk -F, '/instructions:k/ {print $1}' "$counters")
    if [[ "$user" =~ ^[0-9]+$ && "$kernel" =~ ^[0-9]+$ && "$requests" -gt 0 ]]; then
      per_request=$(printf "  instructions/request: user %d, kernel %d" $((user / requests)) $((kernel / requests)))
    fi
  fi
  printf "%-22s %10s req/s %9s/s%s\n" "$label" "$rate" "$transfer" "$per_request"
  echo "$label $rate" >>"$WORK/rates"
}

# The median over the rounds of A's rate divided by B's rate in the same round.
ratio() {
  python3 - "$WORK/rates" "$1" "$2" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
a = [float(r[1]) for r in rows if r[0].rsplit("#", 1)[0] == sys.argv[2]]
b = [float(r[1]) for r in rows if r[0].rsplit("#", 1)[0] == sys.argv[3]]
ratios = [x / y for x, y in zip(a, b)]
print(f"{sys.argv[2]} / {sys.argv[3]}: " + ", ".join(f"{r:.2f}" for r in ratios)
      + f"  (median {statistics.median(ratios):.2f})")
PY
}

PERF=""
if command -v perf >/dev/null 2>&1 && perf stat -e instructions:u true >/dev/null 2>&1; then PERF=1; fi
: >"$WORK/rates"

{
echo "# Server benchmarks, $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(swift --version 2>&1 | head -1)"
echo
echo "## 1. /littlejohn/symbols vs bare route (wrk -t2 -c64 -d$DURATION, $ROUNDS alternating rounds)"
wrk -t2 -c64 -d2s "http://127.0.0.1:$PORT/bench/trivial" >/dev/null   # warm-up
for round in $(seq 1 "$ROUNDS"); do
  measure "trivial#$round" 64 "http://127.0.0.1:$PORT/bench/trivial" "$SERVER"
  measure "symbols#$round" 64 "http://127.0.0.1:$PORT/littlejohn/symbols" "$SERVER"
done
ratio symbols trivial
} | tee "$OUT"

{
echo
echo "## 3. 350 KB ranges of the ${SIZE}-byte JPEG (wrk -t2 -c8 -d$DURATION, $ROUNDS alternating rounds)"
echo "##    Swiftlet's range route, nginx with sendfile, and a bare route answering a slice from memory"
mkdir -p "$WORK/nginx/logs"
cat > "$WORK/nginx/nginx.conf" <<CONF
worker_processes auto;
pid $WORK/nginx/nginx.pid;
error_log $WORK/nginx/logs/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  server {
    listen 127.0.0.1:$NGINX_PORT;
    root $WORK/data/assets/v1;
  }
}
CONF
# nginx's workers drop to an unprivileged user: let them read the copied asset directory.
chmod -R a+rX "$WORK"
"$NGINX" -c "$WORK/nginx/nginx.conf" -p "$WORK/nginx" -g "daemon off;" &
NGINX_PID=$!
sleep 1
NGINX_WORKERS=$(pgrep -P "$NGINX_PID" | paste -sd, -)
RANGE="Range: bytes=100000-449999"
curl -sf -H "$RANGE" -o /dev/null -w "swiftlet: %{http_code} %{size_download} bytes\n" "http://127.0.0.1:$PORT/files/download?graphics-project-ver-1.jpeg"
curl -sf -H "$RANGE" -o /dev/null -w "nginx:    %{http_code} %{size_download} bytes\n" "http://127.0.0.1:$NGINX_PORT/superstorage.jpeg"
for round in $(seq 1 "$ROUNDS"); do
  measure "range#$round" 8 "http://127.0.0.1:$PORT/files/download?graphics-project-ver-1.jpeg" "$SERVER" -H "$RANGE"
  measure "nginx#$round" 8 "http://127.0.0.1:$NGINX_PORT/superstorage.jpeg" "$NGINX_WORKERS" -H "$RANGE"
  measure "slice#$round" 8 "http://127.0.0.1:$PORT/bench/slice" "$SERVER"
done
ratio range nginx
ratio slice nginx
kill "$NGINX_PID"; wait "$NGINX_PID" 2>/dev/null || true; NGINX_PID=""

echo
echo "## 2. $CLIENTS ticker streams held for $HOLD s"
"$BENCH" server ticker-load "http://127.0.0.1:$PORT" "$CLIENTS" "$HOLD" "$SERVER"
} 2>&1 | tee -a "$OUT"
echo "results written to $OUT"
