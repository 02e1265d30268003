# expect: immediate-out-of-range
# addis accepts -65536..65535; 65536 is out of range
addis 3, 4, 65536
