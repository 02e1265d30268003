# expect: immediate-out-of-range
# rlwinm ME is 0..31
rlwinm 3, 4, 0, 0, 32
