# expect: immediate-out-of-range
# lis accepts -65536..65535; 65536 is out of range
lis 3, 65536
