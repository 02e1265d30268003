# expect: immediate-out-of-range
# rlwinm MB is 0..31
rlwinm 3, 4, 0, 32, 31
