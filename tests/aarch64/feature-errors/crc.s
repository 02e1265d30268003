// without crc: each line is rejected
crc32b	w19, w29, w28
crc32cb	w21, w23, w24
crc32ch	w28, w17, w15
crc32cw	w10, w5, w0
crc32cx	wzr, w10, x29
crc32h	w29, w27, w25
crc32w	w0, w16, w12
crc32x	w14, w28, x20
