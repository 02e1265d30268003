// without crc: each line is rejected
crc32b	w20, w19, w10
crc32cb	w26, w8, w21
crc32ch	w30, w7, w4
crc32cw	w27, w3, w18
crc32cx	w20, w14, x30
crc32h	w18, w16, w19
crc32w	w11, w21, w12
crc32x	w18, w8, x0
