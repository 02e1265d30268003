// without crc: each line is rejected
crc32b	w25, w20, w13
crc32cb	w17, w12, w1
crc32ch	w12, w14, w21
crc32cw	w16, w2, w4
crc32cx	w24, w25, x11
crc32h	w11, w5, w3
crc32w	wzr, w10, w10
crc32x	w25, w21, x14
