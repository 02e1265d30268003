// mattr: +crc
// instructions llvm-mc 19 takes only with: crc
crc32b	w15, w5, w23
crc32cb	w26, w6, w14
crc32ch	w5, w28, w19
crc32cw	w15, w14, w21
crc32cx	w8, w11, x27
crc32h	w18, w8, w16
crc32w	w22, w20, w19
crc32x	w18, w7, x29
