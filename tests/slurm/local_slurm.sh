#!/usr/bin/env bash
# A one-machine Slurm cluster on loopback, for the tests that need a real scheduler
# (Debian's slurm-wlm and munge): munged with its own key and socket, slurmctld and one
# slurmd named after this host, every file under one folder.
#   local_slurm.sh start DIR   prints "export SLURM_CONF=DIR/slurm.conf" once the node is idle
#   local_slurm.sh stop DIR    stops the daemons it started
# No accounting unless AW_SLURM_ACCOUNTING=1: then a private MariaDB server (data in
# DIR/mysql, TCP on a free loopback port) and slurmdbd are started first, so that sacct and
# sacctmgr work. It costs a few seconds and a MariaDB, hence off by default. Accounting
# keeps each batch script (AccountingStoreFlags=job_script: `sacct -B -j JOB`).
# Exit status 77 (CTest's skip) with the reason on stderr when Slurm, munge (or, with
# accounting, MariaDB and slurmdbd) are missing or the daemons do not come up here.
# AW_SLURM_CGROUP=1: jobs run in cgroups with their memory limited to what they asked
# (--mem), as on a shared cluster: cgroup/v1's memory controller, since Slurm's cgroup/v2
# needs the controllers on a unified /sys/fs/cgroup. Skipped (77) where it cannot be written.
set -uo pipefail
action=${1:?start|stop}
dir=$(realpath -m "${2:?folder}")
accounting=${AW_SLURM_ACCOUNTING:-0}
cgroup=${AW_SLURM_CGROUP:-0}
skip() { echo "local_slurm: $*" >&2; exit 77; }
# Pid files are read with 2>/dev/null: a daemon that is stopping removes its own.
signal() { local pid; pid=$(cat "$2" 2>/dev/null) && [ -n "$pid" ] && kill "$1" "$pid" 2>/dev/null; }
alive() { signal -0 "$1"; }
# A daemon that wrote its pid file and is gone (before the file, it may still be starting).
died() { [ -s "$1" ] && ! alive "$1"; }
any_alive() { local pidfile; for pidfile in "$@"; do alive "$pidfile" && return 0; done; return 1; }

# TERM the daemons of the given pid files, wait up to 5 s for them to go, then KILL.
# Called in dependency order: slurmctld still talks to slurmdbd while it shuts down, and
# slurmdbd to MariaDB.
terminate() {
    local pidfile
    for pidfile in "$@"; do signal -TERM "$pidfile"; done
    for _ in $(seq 1 50); do
        any_alive "$@" || break
        sleep 0.1
    done
    for pidfile in "$@"; do
        signal -KILL "$pidfile"
        rm -f "$pidfile"
    done
}
stop() {
    terminate "$dir"/slurmd.pid "$dir"/slurmctld.pid
    terminate "$dir"/slurmdbd.pid
    terminate "$dir"/mariadbd.pid "$dir"/munged.pid
    # With cgroups, slurmd leaves its emptied hierarchy (slurm_<host>/uid_N) behind.
    [ -f "$dir/cgroup.conf" ] && find "/sys/fs/cgroup/memory/slurm_$(hostname -s)" -depth -type d -exec rmdir {} \; 2>/dev/null
    return 0
}
[ "$action" = stop ] && { stop; exit 0; }

tools="slurmctld slurmd sbatch squeue scontrol munged mungekey"
[ "$accounting" = 1 ] && tools+=" slurmdbd sacctmgr sacct mariadbd mariadb-install-db mariadb mariadb-admin"
for tool in $tools; do
    command -v "$tool" >/dev/null || [ -x "/usr/sbin/$tool" ] \
        || skip "$tool is not installed (apt-get install slurm-wlm munge$([ "$accounting" = 1 ] && echo " slurmdbd mariadb-server"))"
done
PATH=$PATH:/usr/sbin
[ "$(id -u)" = 0 ] || skip "slurmd must run as root to start jobs as their user"
if [ "$cgroup" = 1 ]; then
    [ -w /sys/fs/cgroup/memory ] && [ -f /sys/fs/cgroup/memory/memory.limit_in_bytes ] \
        || skip "no writable cgroup v1 memory controller at /sys/fs/cgroup/memory"
fi

mkdir -p "$dir"/state "$dir"/spool "$dir"/munge
chmod 700 "$dir"/munge
# Free ports above 20000, picked by the kernel; all four held at once so they differ.
read -r ctld_port slurmd_port dbd_port db_port < <(python3 -c '
import socket
s=[socket.socket() for _ in range(4)]
[x.bind(("127.0.0.1",0)) for x in s]
print(*[x.getsockname()[1] for x in s])')
host=$(hostname -s)
mungekey --create --keyfile="$dir/munge/munge.key" --force >/dev/null 2>&1 || skip "mungekey failed"
chmod 400 "$dir/munge/munge.key"
munged --key-file="$dir/munge/munge.key" --socket="$dir/munge/munge.sock" --pid-file="$dir/munged.pid" \
       --log-file="$dir/munged.log" --seed-file="$dir/munge/seed" --force 2>"$dir/munged.err" \
    || skip "munged did not start: $(tail -1 "$dir/munged.err")"

if [ "$accounting" = 1 ]; then
    # AccountingStoragePass names the munge socket for the connections to slurmdbd
    # (slurmctld, sacct, sacctmgr): AuthInfo is not used for them, and without it they
    # try /run/munge, fail, and slurmctld dies with "we have no TRES from it".
    acct_conf="AccountingStorageType=accounting_storage/slurmdbd
AccountingStorageHost=127.0.0.1
AccountingStoragePort=$dbd_port
AccountingStoragePass=$dir/munge/munge.sock
JobAcctGatherType=jobacct_gather/linux
AccountingStoreFlags=job_script"
else
    acct_conf="AccountingStorageType=accounting_storage/none"
fi
if [ "$cgroup" = 1 ]; then
    # task/cgroup limits each job's memory to --mem; proctrack/cgroup finds its processes.
    # The node's memory is declared (RealMemory) so that --mem is a request it can grant.
    cgroup_conf="ProctrackType=proctrack/cgroup
TaskPlugin=task/cgroup
SelectTypeParameters=CR_CPU_Memory"
    node_memory="RealMemory=$(( $(awk '/MemTotal/ {print $2}' /proc/meminfo) / 1024 / 2 ))"
    cat > "$dir/cgroup.conf" <<CONF
CgroupPlugin=cgroup/v1
CgroupMountpoint=/sys/fs/cgroup
ConstrainRAMSpace=yes
ConstrainSwapSpace=yes
AllowedSwapSpace=0
CONF
else
    cgroup_conf="ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectTypeParameters=CR_CPU"
    node_memory=""
fi
cat > "$dir/slurm.conf" <<CONF
ClusterName=awtest
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$dir/munge/munge.sock
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
$cgroup_conf
MpiDefault=none
ReturnToService=2
SchedulerType=sched/backfill
SelectType=select/cons_tres
$acct_conf
JobCompType=jobcomp/none
MaxArraySize=10001
# Slurm's default unless AW_SLURM_MIN_JOB_AGE says: tests read "scontrol show job" of jobs
# that ended, which slurmctld forgets MinJobAge seconds after the end (at its next purge, up
# to a minute later).
MinJobAge=${AW_SLURM_MIN_JOB_AGE:-300}
NodeName=$host NodeAddr=127.0.0.1 CPUs=$(nproc) $node_memory State=UNKNOWN
PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$dir/slurm.conf

if [ "$accounting" = 1 ]; then
    # MariaDB: --no-defaults first so /etc/mysql is not read; its own datadir, socket and
    # pid file; TCP on loopback only, because slurmdbd connects by host and port (a
    # "localhost" host would make the client look for the system socket). The innodb
    # settings trade durability for speed, and the small buffer pool and log file make
    # slurmdbd log "Database settings not recommended values", which is harmless here.
    db_opts=(--user=root --skip-name-resolve --innodb-flush-log-at-trx-commit=0 --innodb-doublewrite=0
             --innodb-flush-method=nosync --innodb-buffer-pool-size=64M --innodb-log-file-size=8M)
    # Kept across a restart in the same DIR, like the state save files.
    if [ ! -d "$dir/mysql/mysql" ]; then
        mariadb-install-db --no-defaults --datadir="$dir/mysql" --auth-root-authentication-method=socket \
            --skip-test-db "${db_opts[@]}" >"$dir/mariadb-install.log" 2>&1 \
            || { stop; skip "mariadb-install-db failed: $(tail -1 "$dir/mariadb-install.log")"; }
    fi
    # setsid: mariadbd does not daemonize itself; detached, it outlives this script and
    # the terminal. Its output must not go to our stdout, which the caller reads to the end.
    setsid mariadbd --no-defaults --datadir="$dir/mysql" --socket="$dir/mysql.sock" \
        --pid-file="$dir/mariadbd.pid" --port="$db_port" --bind-address=127.0.0.1 \
        --log-error="$dir/mariadbd.log" --innodb-lock-wait-timeout=900 "${db_opts[@]}" \
        </dev/null >"$dir/mariadbd.err" 2>&1 &
    db_pid=$!
    for i in $(seq 1 100); do
        mariadb-admin --no-defaults --socket="$dir/mysql.sock" -uroot ping >/dev/null 2>&1 && break
        # $db_pid too: a mariadbd that hangs before it writes its pid file is not in stop's reach.
        if ! kill -0 "$db_pid" 2>/dev/null || [ "$i" = 100 ]; then
            kill -9 "$db_pid" 2>/dev/null; stop; skip "mariadbd did not come up: $(tail -1 "$dir/mariadbd.log")"
        fi
        sleep 0.2
    done
    # root@localhost logs in over the socket only (unix_socket auth); slurmdbd comes over
    # TCP, so it gets its own user with a password.
    mariadb --no-defaults --socket="$dir/mysql.sock" -uroot -e "
        CREATE USER IF NOT EXISTS 'slurm'@'127.0.0.1' IDENTIFIED BY 'awtest';
        GRANT ALL ON *.* TO 'slurm'@'127.0.0.1';" 2>"$dir/mariadb-grant.err" \
        || { stop; skip "mariadbd is not usable: $(tail -1 "$dir/mariadb-grant.err")"; }

    # slurmdbd has no -f: it reads slurmdbd.conf next to $SLURM_CONF, and refuses it unless
    # it is mode 600 and owned by SlurmUser (root, who runs this). StorageLoc is the name
    # of the database, not where the server is.
    (umask 077; cat > "$dir/slurmdbd.conf" <<CONF
AuthType=auth/munge
AuthInfo=socket=$dir/munge/munge.sock
DbdHost=localhost
DbdAddr=127.0.0.1
DbdPort=$dbd_port
SlurmUser=root
PidFile=$dir/slurmdbd.pid
LogFile=$dir/slurmdbd.log
StorageType=accounting_storage/mysql
StorageHost=127.0.0.1
StoragePort=$db_port
StorageUser=slurm
StoragePass=awtest
StorageLoc=slurm_acct_db
CONF
)
    slurmdbd 2>"$dir/slurmdbd.err" || { stop; skip "slurmdbd did not start: $(tail -1 "$dir/slurmdbd.err")"; }
    # slurmctld must find slurmdbd answering: on a first start (no state files) it exits
    # when it cannot get the TRES list from the database. slurmdbd creates its tables
    # before it listens, about a second.
    for i in $(seq 1 100); do
        sacctmgr -n show cluster >/dev/null 2>&1 && break
        if died "$dir/slurmdbd.pid" || [ "$i" = 100 ]; then
            stop; skip "slurmdbd does not answer: $(tail -1 "$dir/slurmdbd.log")"
        fi
        sleep 0.2
    done
    # Registered now, slurmctld finds its cluster at once rather than adding it on its first
    # registration, seconds after the node is idle.
    sacctmgr -i add cluster awtest >"$dir/sacctmgr.log" 2>&1
fi

slurmctld -f "$SLURM_CONF" 2>"$dir/slurmctld.err" || { stop; skip "slurmctld did not start: $(tail -1 "$dir/slurmctld.err")"; }
slurmd -f "$SLURM_CONF" 2>"$dir/slurmd.err" || { stop; skip "slurmd did not start: $(tail -1 "$dir/slurmd.err")"; }
for _ in $(seq 1 60); do
    state=$(sinfo -h -o %t 2>/dev/null | head -1)
    # With accounting, slurmctld adds the cluster (and root's association) to the
    # database itself when it first registers; wait for that too so sacct works at once.
    if [ "$state" = idle ] && { [ "$accounting" != 1 ] || [ -n "$(sacctmgr -n show cluster awtest format=cluster 2>/dev/null)" ]; }; then
        echo "export SLURM_CONF=$SLURM_CONF"
        exit 0
    fi
    # A dead slurmctld would make every sinfo above wait ~10 s for its timeout.
    died "$dir/slurmctld.pid" && break
    sleep 0.5
done
echo "local_slurm: the node did not become idle (state '${state:-none}'); see $dir/*.log" >&2
tail -5 "$dir/slurmctld.log" "$dir/slurmd.log" >&2 2>/dev/null
stop
exit 77
