# isa-mma: tdc's random instructions (draw-corpus.py, seed 2028, 3 per record),
# as tdc prints them; the goldens are llvm-mc's.
dmmr 6, 5
dmmr 6, 3
dmmr 7, 1
dmsetdmrz 7
dmsetdmrz 0
dmul 22, 19, 30
dmul 31, 30, 0
dmul 30, 31, 25
dmulq 14, 6, 6
dmulq 12, 20, 20
dmulq 4, 24, 24
dmulq. 2, 26, 6
dmulq. 20, 30, 26
dmulq. 24, 2, 2
dmul. 30, 5, 23
dmul. 10, 24, 28
dmul. 0, 10, 25
dmxor 5, 7
dmxor 3, 7
dmxor 2, 3
dmxxextfdmr256 3, 62, 3
dmxxextfdmr256 23, 32, 3
dmxxextfdmr256 2, 34, 3
dmxxextfdmr512 2, 54, 24, 0
dmxxextfdmr512 0, 60, 58, 0
dmxxextfdmr512 1, 30, 42, 0
dmxxextfdmr512 2, 14, 40, 1
dmxxextfdmr512 1, 46, 40, 1
dmxxextfdmr512 0, 54, 0, 1
dmxxinstfdmr256 15, 6, 3
dmxxinstfdmr256 25, 34, 1
dmxxinstfdmr256 25, 60, 0
dmxxinstfdmr512 6, 24, 50, 0
dmxxinstfdmr512 4, 0, 54, 0
dmxxinstfdmr512 7, 28, 10, 0
dmxxinstfdmr512 4, 52, 56, 1
dmxxinstfdmr512 4, 46, 10, 1
dmxxinstfdmr512 2, 20, 0, 1
pmxvbf16ger2 3, 22, 16, 6, 2, 1
pmxvbf16ger2 0, 45, 61, 0, 0, 0
pmxvbf16ger2 3, 4, 41, 7, 14, 1
pmxvbf16ger2nn 4, 1, 38, 2, 5, 3
pmxvbf16ger2nn 7, 16, 2, 0, 1, 0
pmxvbf16ger2nn 4, 35, 61, 9, 0, 1
pmxvbf16ger2np 1, 13, 4, 8, 15, 0
pmxvbf16ger2np 7, 0, 26, 5, 7, 3
pmxvbf16ger2np 6, 4, 47, 2, 3, 3
pmxvbf16ger2pn 7, 26, 34, 1, 7, 3
pmxvbf16ger2pn 4, 45, 53, 13, 9, 1
pmxvbf16ger2pn 6, 40, 23, 4, 15, 0
pmxvbf16ger2pp 3, 13, 56, 12, 2, 2
pmxvbf16ger2pp 6, 8, 37, 1, 11, 0
pmxvbf16ger2pp 7, 9, 21, 1, 0, 3
pmxvf16ger2 5, 19, 26, 13, 12, 3
pmxvf16ger2 0, 59, 37, 12, 3, 3
pmxvf16ger2 1, 31, 32, 3, 10, 0
pmxvf16ger2nn 6, 16, 26, 7, 12, 0
pmxvf16ger2nn 6, 5, 59, 0, 0, 0
pmxvf16ger2nn 7, 53, 15, 11, 12, 3
pmxvf16ger2np 4, 59, 23, 10, 7, 1
pmxvf16ger2np 3, 40, 49, 1, 0, 2
pmxvf16ger2np 1, 15, 36, 2, 5, 3
pmxvf16ger2pn 0, 17, 38, 10, 1, 1
pmxvf16ger2pn 1, 56, 0, 1, 7, 1
pmxvf16ger2pn 1, 51, 46, 14, 15, 1
pmxvf16ger2pp 5, 47, 38, 11, 0, 0
pmxvf16ger2pp 5, 45, 61, 5, 4, 0
pmxvf16ger2pp 6, 15, 20, 0, 11, 1
pmxvf32ger 6, 1, 7, 1, 7
pmxvf32ger 1, 15, 1, 1, 0
pmxvf32ger 5, 60, 60, 0, 15
pmxvf32gernn 6, 14, 50, 15, 14
pmxvf32gernn 6, 20, 43, 10, 3
pmxvf32gernn 6, 60, 37, 0, 2
pmxvf32gernp 7, 60, 45, 0, 0
pmxvf32gernp 2, 22, 21, 4, 7
pmxvf32gernp 1, 14, 50, 15, 15
pmxvf32gerpn 3, 30, 11, 1, 8
pmxvf32gerpn 6, 2, 6, 13, 4
pmxvf32gerpn 1, 47, 8, 0, 1
pmxvf32gerpp 3, 1, 11, 12, 10
pmxvf32gerpp 7, 9, 27, 14, 6
pmxvf32gerpp 3, 39, 55, 12, 10
pmxvf64ger 4, 38, 1, 12, 2
pmxvf64ger 4, 8, 56, 10, 3
pmxvf64ger 3, 62, 48, 9, 0
pmxvf64gernn 3, 20, 40, 4, 0
pmxvf64gernn 5, 42, 25, 7, 0
pmxvf64gernn 2, 38, 29, 4, 0
pmxvf64gernp 3, 60, 1, 0, 2
pmxvf64gernp 2, 52, 21, 15, 0
pmxvf64gernp 7, 38, 44, 3, 3
pmxvf64gerpn 5, 62, 15, 12, 0
pmxvf64gerpn 3, 54, 12, 13, 2
pmxvf64gerpn 2, 44, 56, 7, 0
pmxvf64gerpp 6, 58, 14, 3, 2
pmxvf64gerpp 0, 10, 6, 9, 0
pmxvf64gerpp 6, 20, 49, 0, 3
pmxvi16ger2 4, 18, 3, 4, 5, 1
pmxvi16ger2 2, 43, 16, 8, 15, 2
pmxvi16ger2 1, 31, 17, 10, 2, 1
pmxvi16ger2pp 0, 63, 35, 3, 12, 1
pmxvi16ger2pp 4, 7, 37, 15, 3, 3
pmxvi16ger2pp 3, 55, 25, 14, 13, 0
pmxvi16ger2s 3, 14, 25, 1, 0, 3
pmxvi16ger2s 5, 53, 53, 15, 12, 2
pmxvi16ger2s 7, 17, 61, 10, 3, 3
pmxvi16ger2spp 6, 23, 56, 11, 13, 3
pmxvi16ger2spp 1, 26, 3, 11, 15, 1
pmxvi16ger2spp 1, 7, 27, 13, 15, 1
pmxvi4ger8 6, 17, 60, 13, 9, 23
pmxvi4ger8 5, 36, 48, 8, 15, 25
pmxvi4ger8 5, 19, 39, 9, 9, 17
pmxvi4ger8pp 3, 29, 51, 14, 8, 206
pmxvi4ger8pp 5, 5, 8, 13, 7, 112
pmxvi4ger8pp 1, 25, 29, 4, 7, 1
pmxvi8ger4 2, 31, 11, 14, 1, 11
pmxvi8ger4 2, 25, 20, 12, 0, 14
pmxvi8ger4 5, 62, 3, 13, 5, 0
pmxvi8ger4pp 1, 44, 41, 15, 6, 1
pmxvi8ger4pp 6, 36, 26, 1, 14, 5
pmxvi8ger4pp 5, 32, 44, 15, 7, 0
pmxvi8ger4spp 7, 10, 32, 3, 15, 6
pmxvi8ger4spp 0, 1, 19, 7, 3, 5
pmxvi8ger4spp 6, 36, 20, 10, 13, 3
xvbf16ger2 7, 35, 42
xvbf16ger2 7, 29, 55
xvbf16ger2 5, 14, 24
xvbf16ger2nn 4, 20, 34
xvbf16ger2nn 1, 55, 38
xvbf16ger2nn 1, 23, 0
xvbf16ger2np 1, 10, 2
xvbf16ger2np 2, 36, 45
xvbf16ger2np 4, 49, 38
xvbf16ger2pn 7, 13, 12
xvbf16ger2pn 5, 43, 62
xvbf16ger2pn 6, 2, 10
xvbf16ger2pp 4, 56, 13
xvbf16ger2pp 5, 30, 25
xvbf16ger2pp 2, 40, 45
xvf16ger2 4, 26, 11
xvf16ger2 0, 58, 53
xvf16ger2 5, 9, 3
xvf16ger2nn 0, 33, 32
xvf16ger2nn 2, 32, 17
xvf16ger2nn 3, 11, 26
xvf16ger2np 3, 2, 36
xvf16ger2np 4, 26, 45
xvf16ger2np 1, 55, 12
xvf16ger2pn 6, 27, 4
xvf16ger2pn 0, 32, 56
xvf16ger2pn 5, 48, 48
xvf16ger2pp 3, 26, 36
xvf16ger2pp 3, 59, 11
xvf16ger2pp 2, 41, 29
xvf32ger 1, 42, 50
xvf32ger 3, 4, 8
xvf32ger 1, 50, 52
xvf32gernn 6, 9, 54
xvf32gernn 5, 63, 22
xvf32gernn 1, 58, 22
xvf32gernp 1, 38, 61
xvf32gernp 4, 51, 28
xvf32gernp 0, 7, 21
xvf32gerpn 5, 61, 41
xvf32gerpn 5, 4, 56
xvf32gerpn 0, 57, 18
xvf32gerpp 0, 19, 62
xvf32gerpp 5, 6, 29
xvf32gerpp 0, 45, 17
xvf64ger 6, 4, 36
xvf64ger 2, 42, 33
xvf64ger 6, 20, 26
xvf64gernn 3, 34, 7
xvf64gernn 5, 16, 33
xvf64gernn 6, 42, 22
xvf64gernp 7, 52, 29
xvf64gernp 4, 48, 53
xvf64gernp 7, 4, 42
xvf64gerpn 0, 26, 0
xvf64gerpn 4, 2, 15
xvf64gerpn 3, 54, 19
xvf64gerpp 4, 24, 34
xvf64gerpp 3, 26, 32
xvf64gerpp 7, 22, 20
xvi16ger2 0, 29, 38
xvi16ger2 5, 25, 30
xvi16ger2 2, 17, 17
xvi16ger2pp 2, 40, 56
xvi16ger2pp 2, 4, 7
xvi16ger2pp 4, 42, 19
xvi16ger2s 4, 57, 9
xvi16ger2s 7, 2, 34
xvi16ger2s 5, 40, 21
xvi16ger2spp 1, 57, 56
xvi16ger2spp 2, 11, 48
xvi16ger2spp 3, 25, 2
xvi4ger8 5, 27, 52
xvi4ger8 2, 21, 52
xvi4ger8 2, 17, 3
xvi4ger8pp 0, 59, 51
xvi4ger8pp 6, 53, 6
xvi4ger8pp 3, 18, 20
xvi8ger4 4, 12, 17
xvi8ger4 2, 23, 1
xvi8ger4 0, 37, 57
xvi8ger4pp 1, 49, 24
xvi8ger4pp 5, 29, 1
xvi8ger4pp 1, 49, 20
xvi8ger4spp 0, 57, 42
xvi8ger4spp 5, 18, 41
xvi8ger4spp 2, 44, 49
xxmfacc 4
xxmfacc 1
xxmfacc 2
xxmtacc 7
xxmtacc 0
xxmtacc 6
xxsetaccz 3
