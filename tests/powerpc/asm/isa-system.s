# isa-system: tdc's random instructions (draw-corpus.py, seed 2028, 3 per record),
# as tdc prints them; the goldens are llvm-mc's.
attn
clrbhrb
copy 8, 15
copy 24, 7
copy 18, 21
cpabort
eieio
hrfid
isync
mbar 17
mbar
mbar 13
mfbhrbe 12, 441
mfbhrbe 0, 0
mfbhrbe 22, 360
mfcr 7
mfcr 0
mfcr 29
mfbr2	4
mfdcr 8, 1
mfbr1	20
mfmsr 26
mfmsr 8
mfmsr 10
mfocrf 0, 32
mfocrf 26, 128
mfocrf 19, 4
mfpmr 2, 444
mfpmr 25, 484
mfpmr 10, 58
mfspr 16, 580
mfibatu	9, 1
mfspr 1, 91
mfsr 2, 10
mfsr 15, 6
mfsr 28, 7
mfsrin 19, 4
mfsrin 12, 28
mfsrin 27, 22
mftbu	23
mftbu	5
mftb 17, 794
msgsync
mtcrf 251, 13
mtcrf 116, 22
mtcrf 175, 3
mtdcr 0, 27
mtdcr 915, 28
mtdcr 466, 1
mtmsr 16, 1
mtmsr	15
mtmsr	19
mtmsrd	10
mtmsrd 28, 1
mtmsrd	22
mtocrf 4, 20
mtocrf 32, 2
mtocrf 128, 17
mtpmr 0, 12
mtpmr 340, 20
mtpmr 822, 12
mtspr 0, 31
mtspr 105, 26
mtspr 573, 13
mtsr 2, 11
mtsr 3, 26
mtsr 4, 19
mtsrin 7, 18
mtsrin 5, 9
mtsrin 5, 5
nap
paste.	16, 2
paste. 12, 3, 0
paste. 8, 12, 0
rfci
rfdi
rfebb
rfi
rfid
rfmci
sc 84
sc
sc 87
scv 125
scv 1
scv 127
stop
lwsync
sync 3
sync 3, 2
ptesync
sync
tabortdci. 1, 7, 18
tabortdci. 20, 17, 23
tabortdci. 28, 5, 31
tabortdc. 0, 30, 10
tabortdc. 26, 19, 0
tabortdc. 18, 2, 9
tabortwci. 14, 24, 12
tabortwci. 2, 31, 13
tabortwci. 7, 4, 24
tabortwc. 25, 25, 20
tabortwc. 12, 7, 4
tabortwc. 1, 29, 30
tabort. 9
tabort. 15
tabort. 26
tbegin. 0
tbegin. 1
tcheck 6
tcheck 5
tendall.
tend.
trechkpt.
treclaim. 3
treclaim. 2
treclaim. 21
wait
waitrsv
wrtee 6
wrtee 2
wrtee 20
wrteei 0
wrteei 1
