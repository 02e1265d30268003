// without crc: each line is rejected
crc32b	w9, w30, w15
crc32cb	w5, w25, w29
crc32ch	w27, w30, w22
crc32cw	w5, w25, w0
crc32cx	w24, w15, x13
crc32h	w30, w14, w15
crc32w	w14, w0, w8
crc32x	w1, w5, x27
