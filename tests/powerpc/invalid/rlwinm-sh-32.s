# expect: immediate-out-of-range
# rlwinm SH is 0..31
rlwinm 3, 4, 32, 0, 31
