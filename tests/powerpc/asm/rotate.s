# Rotate-and-mask, 32-bit: rlwinm/rlwnm/rlwimi rA, rS, SH|rB, MB, ME (M form).
rlwinm 3, 4, 5, 10, 20
rlwinm 3, 4, 0, 0, 26
rlwinm 3, 4, 31, 31, 31
rlwinm 3, 4, 1, 31, 0
rlwinm 3, 4, 16, 16, 31
rlwinm 0, 31, 3, 4, 5
rlwinm 3, 4, 5, 0, 26
rlwinm 3, 4, 27, 5, 31
rlwinm 3, 4, 0, 5, 31
rlwinm 3, 4, 0, 31, 31
rlwinm 3, 4, 5, 0, 31
rlwinm 3, 4, 31, 0, 31
rlwinm 3, 4, 0, 0, 31
rlwinm. 3, 4, 5, 10, 20
rlwinm. 3, 4, 5, 0, 26
rlwinm. 3, 4, 27, 5, 31
rlwinm. 3, 4, 0, 5, 31
rlwinm. 3, 4, 5, 0, 31
rlwinm. 31, 0, 31, 31, 31
rlwinm. 3, 4, 0, 0, 31
rlwinm 3, 4, 1, 31, 31
rlwinm 3, 4, 31, 1, 31
rlwnm 3, 4, 5, 10, 20
rlwnm 3, 4, 5, 0, 31
rlwnm 3, 4, 5, 1, 31
rlwnm 3, 4, 5, 0, 30
rlwnm 31, 30, 29, 31, 0
rlwnm. 3, 4, 5, 10, 20
rlwnm. 3, 4, 5, 0, 31
rlwimi 3, 4, 5, 10, 20
rlwimi 3, 4, 0, 0, 31
rlwimi 3, 4, 31, 31, 31
rlwimi 0, 31, 16, 0, 15
rlwimi. 3, 4, 5, 10, 20
rlwimi. 3, 4, 0, 0, 0
# 32-bit rotate aliases
rotlwi 3, 4, 0
rotlwi 3, 4, 1
rotlwi 3, 4, 31
rotlwi. 3, 4, 7
rotrwi 3, 4, 1
rotrwi 3, 4, 31
rotrwi. 3, 4, 8
rotlw 3, 4, 5
rotlw 31, 0, 1
rotlw. 3, 4, 5
clrlwi 3, 4, 1
clrlwi 3, 4, 16
clrlwi 3, 4, 31
clrlwi. 3, 4, 16
clrrwi 3, 4, 1
clrrwi 3, 4, 31
clrrwi. 3, 4, 2
extlwi 3, 4, 5, 6
extlwi 3, 4, 1, 0
extlwi. 3, 4, 8, 24
extrwi 3, 4, 5, 6
extrwi 3, 4, 8, 0
extrwi. 3, 4, 8, 16
inslwi 3, 4, 5, 6
inslwi 3, 4, 1, 31
inslwi 3, 4, 16, 16
inslwi. 3, 4, 8, 8
insrwi 3, 4, 5, 6
insrwi 3, 4, 1, 0
insrwi 3, 4, 16, 16
insrwi. 3, 4, 8, 8
clrlslwi 3, 4, 10, 5
clrlslwi 3, 4, 31, 31
clrlslwi. 3, 4, 16, 8
# Rotate-and-mask, 64-bit: MD form (rldicl/rldicr/rldic/rldimi, 6-bit SH and MB/ME split
# into fields) and MDS form (rldcl/rldcr).
rldicl 3, 4, 60, 4
rldicl 3, 4, 1, 63
rldicl 3, 4, 63, 1
rldicl 3, 4, 32, 32
rldicl 3, 4, 5, 10
rldicl 3, 4, 0, 0
rldicl 3, 4, 5, 0
rldicl 3, 4, 63, 0
rldicl 3, 4, 0, 5
rldicl 3, 4, 0, 63
rldicl 31, 0, 33, 31
rldicl. 3, 4, 60, 4
rldicl. 3, 4, 0, 32
rldicl. 3, 4, 48, 0
rldicl. 3, 4, 0, 0
rldicr 3, 4, 5, 10
rldicr 3, 4, 0, 5
rldicr 3, 4, 5, 58
rldicr 3, 4, 0, 63
rldicr 3, 4, 63, 0
rldicr 3, 4, 32, 31
rldicr 0, 31, 1, 1
rldicr. 3, 4, 5, 10
rldicr. 3, 4, 5, 58
rldicr. 3, 4, 0, 0
rldicr. 3, 4, 0, 63
rldic 3, 4, 5, 10
rldic 3, 4, 0, 0
rldic 3, 4, 63, 63
rldic 3, 4, 32, 16
rldic. 3, 4, 5, 10
rldic. 31, 30, 1, 62
rldimi 3, 4, 5, 10
rldimi 3, 4, 0, 0
rldimi 3, 4, 63, 63
rldimi 3, 4, 32, 0
rldimi. 3, 4, 5, 10
rldimi. 0, 1, 16, 48
rldcl 3, 4, 5, 10
rldcl 3, 4, 5, 0
rldcl 3, 4, 5, 63
rldcl. 3, 4, 5, 10
rldcl. 3, 4, 5, 0
rldcr 3, 4, 5, 10
rldcr 3, 4, 5, 63
rldcr 3, 4, 5, 0
rldcr. 3, 4, 5, 32
# 64-bit rotate aliases
rotldi 3, 4, 0
rotldi 3, 4, 1
rotldi 3, 4, 63
rotldi. 3, 4, 32
rotrdi 3, 4, 1
rotrdi 3, 4, 63
rotrdi. 3, 4, 16
rotld 3, 4, 5
rotld 0, 31, 1
rotld. 3, 4, 5
clrldi 3, 4, 1
clrldi 3, 4, 32
clrldi 3, 4, 63
clrldi. 3, 4, 32
clrrdi 3, 4, 1
clrrdi 3, 4, 32
clrrdi 3, 4, 63
clrrdi. 3, 4, 5
extldi 3, 4, 5, 6
extldi 3, 4, 1, 63
extldi. 3, 4, 32, 16
extrdi 3, 4, 5, 6
extrdi 3, 4, 32, 0
extrdi. 3, 4, 16, 8
insrdi 3, 4, 5, 6
insrdi 3, 4, 1, 63
insrdi 3, 4, 32, 16
insrdi. 3, 4, 8, 8
clrlsldi 3, 4, 10, 5
clrlsldi 3, 4, 63, 63
clrlsldi. 3, 4, 32, 16
