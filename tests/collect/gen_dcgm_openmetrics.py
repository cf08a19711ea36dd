#!/usr/bin/env python3
"""Writes DCGM-exporter-shaped series as OpenMetrics text, for
`promtool tsdb create-blocks-from openmetrics` (see local_prometheus.sh).

  gen_dcgm_openmetrics.py --start EPOCH --end EPOCH [--step 15] [--gpus 8]
      [--xid-node NODE --xid-gpu I --xid CODE --xid-at EPOCH] [-o FILE] NODE...

One sample per series every --step seconds from --start to --end inclusive, as if
Prometheus had scraped dcgm-exporter on NODE:9400 (job "dcgm"). Metric names and the
label set (gpu, UUID, device, modelName, Hostname, DCGM_FI_DRIVER_VERSION) are the
exporter's. Everything is calm except one GPU whose DCGM_FI_DEV_XID_ERRORS (the value
of the last Xid, not a count) is 0 before --xid-at and CODE from then on.
Deterministic: the same arguments give the same file.
"""
import argparse
import math
import random
import sys
import uuid

# All declared gauge: the exporter types PCIE_REPLAY, ECC_DBE_VOL_TOTAL and
# NVLINK_CRC_FLIT as counters, but OpenMetrics then wants samples named <name>_total,
# which would change the names; the TSDB keeps no type, so queries see no difference.
METRICS = [
    ("DCGM_FI_DEV_XID_ERRORS", "Value of the last XID error encountered."),
    ("DCGM_FI_DEV_GPU_TEMP", "GPU temperature (in C)."),
    ("DCGM_FI_DEV_POWER_USAGE", "Power draw (in W)."),
    ("DCGM_FI_DEV_ECC_DBE_VOL_TOTAL", "Total number of double-bit volatile ECC errors."),
    ("DCGM_FI_DEV_ROW_REMAP_FAILURE", "Whether remapping of rows has failed"),
    ("DCGM_FI_DEV_NVLINK_CRC_FLIT_ERROR_COUNT_TOTAL", "Total number of NVLink flow-control CRC errors."),
    ("DCGM_FI_DEV_PCIE_REPLAY_COUNTER", "Total number of PCIe retries."),
]


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("nodes", nargs="+", metavar="NODE")
    p.add_argument("--start", type=int, required=True)
    p.add_argument("--end", type=int, required=True)
    p.add_argument("--step", type=int, default=15)
    p.add_argument("--gpus", type=int, default=8)
    p.add_argument("--model", default="NVIDIA H100 80GB HBM3")
    p.add_argument("--driver", default="550.90.07")
    p.add_argument("--xid-node")
    p.add_argument("--xid-gpu", type=int, default=0)
    p.add_argument("--xid", type=int, default=79)
    p.add_argument("--xid-at", type=int)
    p.add_argument("-o", "--out", help="output file (default stdout)")
    a = p.parse_args()
    if a.end < a.start or a.step <= 0:
        p.error("need --start <= --end and --step > 0")
    if a.xid_node and a.xid_at is None:
        p.error("--xid-node needs --xid-at")

    times = range(a.start, a.end + 1, a.step)
    out = open(a.out, "w") if a.out else sys.stdout
    # OpenMetrics: one family after the other (never interleaved), the samples of one
    # series in increasing time, timestamps in seconds, "# EOF" last.
    for name, help_ in METRICS:
        out.write(f"# HELP {name} {help_}\n# TYPE {name} gauge\n")
        for node in a.nodes:
            for gpu in range(a.gpus):
                labels = (f'gpu="{gpu}",UUID="GPU-{uuid.uuid5(uuid.NAMESPACE_URL, f"{node}/nvidia{gpu}")}",'
                          f'device="nvidia{gpu}",modelName="{a.model}",Hostname="{node}",'
                          f'DCGM_FI_DRIVER_VERSION="{a.driver}",instance="{node}:9400",job="dcgm"')
                rng = random.Random(f"{name}/{node}/{gpu}")
                base_temp, base_power = rng.uniform(46, 53), rng.uniform(285, 310)
                xid_here = a.xid_node == node and a.xid_gpu == gpu
                for t in times:
                    if name == "DCGM_FI_DEV_XID_ERRORS":
                        v = a.xid if xid_here and t >= a.xid_at else 0
                    elif name == "DCGM_FI_DEV_GPU_TEMP":
                        v = round(base_temp + 5 * math.sin(t / 600 + gpu) + rng.uniform(-1, 1))
                    elif name == "DCGM_FI_DEV_POWER_USAGE":
                        v = round(base_power + 15 * math.sin(t / 300 + gpu) + rng.uniform(-3, 3), 3)
                    else:
                        v = 0
                    out.write(f"{name}{{{labels}}} {v} {t}\n")
    out.write("# EOF\n")
    if a.out:
        out.close()


if __name__ == "__main__":
    main()
