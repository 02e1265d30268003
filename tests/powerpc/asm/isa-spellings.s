# Spellings llvm-mc reads but tdc's generator does not draw (parse-only aliases, hint
# variants, named SPRs), written by hand; the goldens show how llvm-mc prints each.
# Conditional branches: every condition, form and hint, with and without a CR field.
blt 5, 8
blt 8
blt+ 5, 8
blt+ 8
blt- 5, 8
blt- 8
blta 5, 0x40
blta 0x40
blta+ 5, 0x40
blta+ 0x40
blta- 5, 0x40
blta- 0x40
bltl 5, 12
bltl 12
bltl+ 5, 12
bltl+ 12
bltl- 5, 12
bltl- 12
bltla 5, 0x80
bltla 0x80
bltla+ 5, 0x80
bltla+ 0x80
bltla- 5, 0x80
bltla- 0x80
bltlr 3
bltlr
bltlr+ 3
bltlr+
bltlr- 3
bltlr-
bltctr 3
bltctr
bltctr+ 3
bltctr+
bltctr- 3
bltctr-
bltlrl 3
bltlrl
bltlrl+ 3
bltlrl+
bltlrl- 3
bltlrl-
bltctrl 3
bltctrl
bltctrl+ 3
bltctrl+
bltctrl- 3
bltctrl-
bgt 5, 8
bgt 8
bgt+ 5, 8
bgt+ 8
bgt- 5, 8
bgt- 8
bgta 5, 0x40
bgta 0x40
bgta+ 5, 0x40
bgta+ 0x40
bgta- 5, 0x40
bgta- 0x40
bgtl 5, 12
bgtl 12
bgtl+ 5, 12
bgtl+ 12
bgtl- 5, 12
bgtl- 12
bgtla 5, 0x80
bgtla 0x80
bgtla+ 5, 0x80
bgtla+ 0x80
bgtla- 5, 0x80
bgtla- 0x80
bgtlr 3
bgtlr
bgtlr+ 3
bgtlr+
bgtlr- 3
bgtlr-
bgtctr 3
bgtctr
bgtctr+ 3
bgtctr+
bgtctr- 3
bgtctr-
bgtlrl 3
bgtlrl
bgtlrl+ 3
bgtlrl+
bgtlrl- 3
bgtlrl-
bgtctrl 3
bgtctrl
bgtctrl+ 3
bgtctrl+
bgtctrl- 3
bgtctrl-
beq 5, 8
beq 8
beq+ 5, 8
beq+ 8
beq- 5, 8
beq- 8
beqa 5, 0x40
beqa 0x40
beqa+ 5, 0x40
beqa+ 0x40
beqa- 5, 0x40
beqa- 0x40
beql 5, 12
beql 12
beql+ 5, 12
beql+ 12
beql- 5, 12
beql- 12
beqla 5, 0x80
beqla 0x80
beqla+ 5, 0x80
beqla+ 0x80
beqla- 5, 0x80
beqla- 0x80
beqlr 3
beqlr
beqlr+ 3
beqlr+
beqlr- 3
beqlr-
beqctr 3
beqctr
beqctr+ 3
beqctr+
beqctr- 3
beqctr-
beqlrl 3
beqlrl
beqlrl+ 3
beqlrl+
beqlrl- 3
beqlrl-
beqctrl 3
beqctrl
beqctrl+ 3
beqctrl+
beqctrl- 3
beqctrl-
bne 5, 8
bne 8
bne+ 5, 8
bne+ 8
bne- 5, 8
bne- 8
bnea 5, 0x40
bnea 0x40
bnea+ 5, 0x40
bnea+ 0x40
bnea- 5, 0x40
bnea- 0x40
bnel 5, 12
bnel 12
bnel+ 5, 12
bnel+ 12
bnel- 5, 12
bnel- 12
bnela 5, 0x80
bnela 0x80
bnela+ 5, 0x80
bnela+ 0x80
bnela- 5, 0x80
bnela- 0x80
bnelr 3
bnelr
bnelr+ 3
bnelr+
bnelr- 3
bnelr-
bnectr 3
bnectr
bnectr+ 3
bnectr+
bnectr- 3
bnectr-
bnelrl 3
bnelrl
bnelrl+ 3
bnelrl+
bnelrl- 3
bnelrl-
bnectrl 3
bnectrl
bnectrl+ 3
bnectrl+
bnectrl- 3
bnectrl-
bge 5, 8
bge 8
bge+ 5, 8
bge+ 8
bge- 5, 8
bge- 8
bgea 5, 0x40
bgea 0x40
bgea+ 5, 0x40
bgea+ 0x40
bgea- 5, 0x40
bgea- 0x40
bgel 5, 12
bgel 12
bgel+ 5, 12
bgel+ 12
bgel- 5, 12
bgel- 12
bgela 5, 0x80
bgela 0x80
bgela+ 5, 0x80
bgela+ 0x80
bgela- 5, 0x80
bgela- 0x80
bgelr 3
bgelr
bgelr+ 3
bgelr+
bgelr- 3
bgelr-
bgectr 3
bgectr
bgectr+ 3
bgectr+
bgectr- 3
bgectr-
bgelrl 3
bgelrl
bgelrl+ 3
bgelrl+
bgelrl- 3
bgelrl-
bgectrl 3
bgectrl
bgectrl+ 3
bgectrl+
bgectrl- 3
bgectrl-
ble 5, 8
ble 8
ble+ 5, 8
ble+ 8
ble- 5, 8
ble- 8
blea 5, 0x40
blea 0x40
blea+ 5, 0x40
blea+ 0x40
blea- 5, 0x40
blea- 0x40
blel 5, 12
blel 12
blel+ 5, 12
blel+ 12
blel- 5, 12
blel- 12
blela 5, 0x80
blela 0x80
blela+ 5, 0x80
blela+ 0x80
blela- 5, 0x80
blela- 0x80
blelr 3
blelr
blelr+ 3
blelr+
blelr- 3
blelr-
blectr 3
blectr
blectr+ 3
blectr+
blectr- 3
blectr-
blelrl 3
blelrl
blelrl+ 3
blelrl+
blelrl- 3
blelrl-
blectrl 3
blectrl
blectrl+ 3
blectrl+
blectrl- 3
blectrl-
bun 5, 8
bun 8
bun+ 5, 8
bun+ 8
bun- 5, 8
bun- 8
buna 5, 0x40
buna 0x40
buna+ 5, 0x40
buna+ 0x40
buna- 5, 0x40
buna- 0x40
bunl 5, 12
bunl 12
bunl+ 5, 12
bunl+ 12
bunl- 5, 12
bunl- 12
bunla 5, 0x80
bunla 0x80
bunla+ 5, 0x80
bunla+ 0x80
bunla- 5, 0x80
bunla- 0x80
bunlr 3
bunlr
bunlr+ 3
bunlr+
bunlr- 3
bunlr-
bunctr 3
bunctr
bunctr+ 3
bunctr+
bunctr- 3
bunctr-
bunlrl 3
bunlrl
bunlrl+ 3
bunlrl+
bunlrl- 3
bunlrl-
bunctrl 3
bunctrl
bunctrl+ 3
bunctrl+
bunctrl- 3
bunctrl-
bnu 5, 8
bnu 8
bnu+ 5, 8
bnu+ 8
bnu- 5, 8
bnu- 8
bnua 5, 0x40
bnua 0x40
bnua+ 5, 0x40
bnua+ 0x40
bnua- 5, 0x40
bnua- 0x40
bnul 5, 12
bnul 12
bnul+ 5, 12
bnul+ 12
bnul- 5, 12
bnul- 12
bnula 5, 0x80
bnula 0x80
bnula+ 5, 0x80
bnula+ 0x80
bnula- 5, 0x80
bnula- 0x80
bnulr 3
bnulr
bnulr+ 3
bnulr+
bnulr- 3
bnulr-
bnuctr 3
bnuctr
bnuctr+ 3
bnuctr+
bnuctr- 3
bnuctr-
bnulrl 3
bnulrl
bnulrl+ 3
bnulrl+
bnulrl- 3
bnulrl-
bnuctrl 3
bnuctrl
bnuctrl+ 3
bnuctrl+
bnuctrl- 3
bnuctrl-
bnl 5, 8
bnl 8
bnl+ 5, 8
bnl+ 8
bnl- 5, 8
bnl- 8
bnla 5, 0x40
bnla 0x40
bnla+ 5, 0x40
bnla+ 0x40
bnla- 5, 0x40
bnla- 0x40
bnll 5, 12
bnll 12
bnll+ 5, 12
bnll+ 12
bnll- 5, 12
bnll- 12
bnlla 5, 0x80
bnlla 0x80
bnlla+ 5, 0x80
bnlla+ 0x80
bnlla- 5, 0x80
bnlla- 0x80
bnllr 3
bnllr
bnllr+ 3
bnllr+
bnllr- 3
bnllr-
bnlctr 3
bnlctr
bnlctr+ 3
bnlctr+
bnlctr- 3
bnlctr-
bnllrl 3
bnllrl
bnllrl+ 3
bnllrl+
bnllrl- 3
bnllrl-
bnlctrl 3
bnlctrl
bnlctrl+ 3
bnlctrl+
bnlctrl- 3
bnlctrl-
bng 5, 8
bng 8
bng+ 5, 8
bng+ 8
bng- 5, 8
bng- 8
bnga 5, 0x40
bnga 0x40
bnga+ 5, 0x40
bnga+ 0x40
bnga- 5, 0x40
bnga- 0x40
bngl 5, 12
bngl 12
bngl+ 5, 12
bngl+ 12
bngl- 5, 12
bngl- 12
bngla 5, 0x80
bngla 0x80
bngla+ 5, 0x80
bngla+ 0x80
bngla- 5, 0x80
bngla- 0x80
bnglr 3
bnglr
bnglr+ 3
bnglr+
bnglr- 3
bnglr-
bngctr 3
bngctr
bngctr+ 3
bngctr+
bngctr- 3
bngctr-
bnglrl 3
bnglrl
bnglrl+ 3
bnglrl+
bnglrl- 3
bnglrl-
bngctrl 3
bngctrl
bngctrl+ 3
bngctrl+
bngctrl- 3
bngctrl-
bso 5, 8
bso 8
bso+ 5, 8
bso+ 8
bso- 5, 8
bso- 8
bsoa 5, 0x40
bsoa 0x40
bsoa+ 5, 0x40
bsoa+ 0x40
bsoa- 5, 0x40
bsoa- 0x40
bsol 5, 12
bsol 12
bsol+ 5, 12
bsol+ 12
bsol- 5, 12
bsol- 12
bsola 5, 0x80
bsola 0x80
bsola+ 5, 0x80
bsola+ 0x80
bsola- 5, 0x80
bsola- 0x80
bsolr 3
bsolr
bsolr+ 3
bsolr+
bsolr- 3
bsolr-
bsoctr 3
bsoctr
bsoctr+ 3
bsoctr+
bsoctr- 3
bsoctr-
bsolrl 3
bsolrl
bsolrl+ 3
bsolrl+
bsolrl- 3
bsolrl-
bsoctrl 3
bsoctrl
bsoctrl+ 3
bsoctrl+
bsoctrl- 3
bsoctrl-
bns 5, 8
bns 8
bns+ 5, 8
bns+ 8
bns- 5, 8
bns- 8
bnsa 5, 0x40
bnsa 0x40
bnsa+ 5, 0x40
bnsa+ 0x40
bnsa- 5, 0x40
bnsa- 0x40
bnsl 5, 12
bnsl 12
bnsl+ 5, 12
bnsl+ 12
bnsl- 5, 12
bnsl- 12
bnsla 5, 0x80
bnsla 0x80
bnsla+ 5, 0x80
bnsla+ 0x80
bnsla- 5, 0x80
bnsla- 0x80
bnslr 3
bnslr
bnslr+ 3
bnslr+
bnslr- 3
bnslr-
bnsctr 3
bnsctr
bnsctr+ 3
bnsctr+
bnsctr- 3
bnsctr-
bnslrl 3
bnslrl
bnslrl+ 3
bnslrl+
bnslrl- 3
bnslrl-
bnsctrl 3
bnsctrl
bnsctrl+ 3
bnsctrl+
bnsctrl- 3
bnsctrl-
# bt/bf/bdnzt/... with l, a, la and hints, and the LR/CTR forms.
bt 9, 16
bt+ 9, 16
bt- 9, 16
bta 9, 0x100
bta+ 9, 0x100
bta- 9, 0x100
btl 9, 16
btl+ 9, 16
btl- 9, 16
btla 9, 0x100
btla+ 9, 0x100
btla- 9, 0x100
btlr 10
btlr+ 10
btlr- 10
btlrl 10
btlrl+ 10
btlrl- 10
btctr 10
btctr+ 10
btctr- 10
btctrl 10
btctrl+ 10
btctrl- 10
bf 9, 16
bf+ 9, 16
bf- 9, 16
bfa 9, 0x100
bfa+ 9, 0x100
bfa- 9, 0x100
bfl 9, 16
bfl+ 9, 16
bfl- 9, 16
bfla 9, 0x100
bfla+ 9, 0x100
bfla- 9, 0x100
bflr 10
bflr+ 10
bflr- 10
bflrl 10
bflrl+ 10
bflrl- 10
bfctr 10
bfctr+ 10
bfctr- 10
bfctrl 10
bfctrl+ 10
bfctrl- 10
bdnzt 11, 16
bdnzta 11, 0x100
bdnztl 11, 16
bdnztla 11, 0x100
bdnztlr 12
bdnztlrl 12
bdnzf 11, 16
bdnzfa 11, 0x100
bdnzfl 11, 16
bdnzfla 11, 0x100
bdnzflr 12
bdnzflrl 12
bdzt 11, 16
bdzta 11, 0x100
bdztl 11, 16
bdztla 11, 0x100
bdztlr 12
bdztlrl 12
bdzf 11, 16
bdzfa 11, 0x100
bdzfl 11, 16
bdzfla 11, 0x100
bdzflr 12
bdzflrl 12
bdnz (-16)
bdnz+ (-16)
bdnz- (-16)
bdnza 0x100
bdnza+ 0x100
bdnza- 0x100
bdnzl (-16)
bdnzl+ (-16)
bdnzl- (-16)
bdnzla 0x100
bdnzla+ 0x100
bdnzla- 0x100
bdnzlr
bdnzlr+
bdnzlr-
bdnzlrl
bdnzlrl+
bdnzlrl-
bdz (-16)
bdz+ (-16)
bdz- (-16)
bdza 0x100
bdza+ 0x100
bdza- 0x100
bdzl (-16)
bdzl+ (-16)
bdzl- (-16)
bdzla 0x100
bdzla+ 0x100
bdzla- 0x100
bdzlr
bdzlr+
bdzlr-
bdzlrl
bdzlrl+
bdzlrl-
# bc with a hint: BO prints as written, the hint replaces its low bits.
bc+ 12, 2, 8
bc+ 5, 13, (-32)
bc- 12, 2, 8
bc- 5, 13, (-32)
bca+ 12, 2, 8
bca+ 5, 13, (-32)
bca- 12, 2, 8
bca- 5, 13, (-32)
bcl+ 12, 2, 8
bcl+ 5, 13, (-32)
bcl- 12, 2, 8
bcl- 5, 13, (-32)
bcla+ 12, 2, 8
bcla+ 5, 13, (-32)
bcla- 12, 2, 8
bcla- 5, 13, (-32)
# Traps by condition.
twlt 3, 4
tdlt 5, 6
twlti 7, -5
tdlti 8, 300
twle 3, 4
tdle 5, 6
twlei 7, -5
tdlei 8, 300
tweq 3, 4
tdeq 5, 6
tweqi 7, -5
tdeqi 8, 300
twge 3, 4
tdge 5, 6
twgei 7, -5
tdgei 8, 300
twgt 3, 4
tdgt 5, 6
twgti 7, -5
tdgti 8, 300
twnl 3, 4
tdnl 5, 6
twnli 7, -5
tdnli 8, 300
twne 3, 4
tdne 5, 6
twnei 7, -5
tdnei 8, 300
twng 3, 4
tdng 5, 6
twngi 7, -5
tdngi 8, 300
twllt 3, 4
tdllt 5, 6
twllti 7, -5
tdllti 8, 300
twlle 3, 4
tdlle 5, 6
twllei 7, -5
tdllei 8, 300
twlge 3, 4
tdlge 5, 6
twlgei 7, -5
tdlgei 8, 300
twlgt 3, 4
tdlgt 5, 6
twlgti 7, -5
tdlgti 8, 300
twlnl 3, 4
tdlnl 5, 6
twlnli 7, -5
tdlnli 8, 300
twlng 3, 4
tdlng 5, 6
twlngi 7, -5
tdlngi 8, 300
twu 3, 4
tdu 5, 6
twui 7, -5
tdui 8, 300
# Named SPRs in both directions, SPRGs, BATs and DCRs.
mtxer 3
mfxer 4
mtudscr 3
mfudscr 4
mtlr 3
mflr 4
mtctr 3
mfctr 4
mtuamr 3
mfuamr 4
mtdscr 3
mfdscr 4
mtdsisr 3
mfdsisr 4
mtdar 3
mfdar 4
mtdec 3
mfdec 4
mtsdr1 3
mfsdr1 4
mtsrr0 3
mfsrr0 4
mtsrr1 3
mfsrr1 4
mtcfar 3
mfcfar 4
mtamr 3
mfamr 4
mtpid 3
mfpid 4
mtasr 3
mfasr 4
mtspefscr 3
mfspefscr 4
mtppr 3
mfppr 4
mtesr 3
mfesr 4
mtdear 3
mfdear 4
mttcr 3
mftcr 4
mttbhi 3
mftbhi 4
mttblo 3
mftblo 4
mtsrr2 3
mfsrr2 4
mtsrr3 3
mfsrr3 4
mtdccr 3
mfdccr 4
mticcr 3
mficcr 4
mfrtcu 5
mfrtcl 6
mfpvr 7
mttbl 8
mttbu 9
mftb 10
mftbl 11
mftbu 12
mftb 13, 269
mtsprg 0, 3
mfsprg 4, 0
mtsprg0 5
mfsprg0 6
mtsprg 1, 3
mfsprg 4, 1
mtsprg1 5
mfsprg1 6
mtsprg 2, 3
mfsprg 4, 2
mtsprg2 5
mfsprg2 6
mtsprg 3, 3
mfsprg 4, 3
mtsprg3 5
mfsprg3 6
mtsprg 4, 3
mfsprg 4, 4
mtsprg4 5
mfsprg4 6
mtsprg 5, 3
mfsprg 4, 5
mtsprg5 5
mfsprg5 6
mtsprg 6, 3
mfsprg 4, 6
mtsprg6 5
mfsprg6 6
mtsprg 7, 3
mfsprg 4, 7
mtsprg7 5
mfsprg7 6
mtibatu 0, 3
mfibatu 4, 0
mtibatu 1, 3
mfibatu 4, 1
mtibatu 2, 3
mfibatu 4, 2
mtibatu 3, 3
mfibatu 4, 3
mtibatl 0, 3
mfibatl 4, 0
mtibatl 1, 3
mfibatl 4, 1
mtibatl 2, 3
mfibatl 4, 2
mtibatl 3, 3
mfibatl 4, 3
mtdbatu 0, 3
mfdbatu 4, 0
mtdbatu 1, 3
mfdbatu 4, 1
mtdbatu 2, 3
mfdbatu 4, 2
mtdbatu 3, 3
mfdbatu 4, 3
mtdbatl 0, 3
mfdbatl 4, 0
mtdbatl 1, 3
mfdbatl 4, 1
mtdbatl 2, 3
mfdbatl 4, 2
mtdbatl 3, 3
mfdbatl 4, 3
mtbr0 3
mfbr0 4
mtbr1 3
mfbr1 4
mtbr2 3
mfbr2 4
mtbr3 3
mfbr3 4
mtbr4 3
mfbr4 4
mtbr5 3
mfbr5 4
mtbr6 3
mfbr6 4
mtbr7 3
mfbr7 4
mtdcr 300, 5
mfdcr 6, 301
mtpmr 400, 7
mfpmr 8, 401
# Barriers and waits by name.
sync
hwsync
msync
lwsync
ptesync
wsync
phwsync
plwsync
stncisync
stcisync
stsync
sync 3
sync 4
sync 7
sync 1, 1
sync 2, 3
wait
wait 0
wait 1
wait 2
wait 3
waitrsv
waitimpl
pause_short
wait 1, 2
wait 3, 3
mbar
mbar 5
eieio
# Cache touch and flush spellings.
dcbt 3, 4
dcbt 3, 4, 0
dcbt 3, 4, 16
dcbt 3, 4, 7
dcbtt 3, 4
dcbtct 3, 4, 2
dcbtds 3, 4, 9
dcbtst 5, 6
dcbtst 5, 6, 16
dcbtst 5, 6, 31
dcbtstt 5, 6
dcbtstct 5, 6, 1
dcbtstds 5, 6, 8
dcbf 7, 8
dcbf 7, 8, 0
dcbf 7, 8, 1
dcbf 7, 8, 2
dcbf 7, 8, 3
dcbf 7, 8, 4
dcbf 7, 8, 5
dcbf 7, 8, 6
dcbf 7, 8, 7
dcbfl 9, 10
dcbflp 9, 10
dcbfps 9, 10
dcbstps 9, 10
dccci
dci 0
iccci
ici 0
dccci 3, 4
iccci 5, 6
# TLB, MSR and the rest.
tlbie 3
tlbie 3, 4
tlbre
tlbwe
tlbre 3, 4, 0
tlbre 3, 4, 1
tlbwe 5, 6, 0
tlbwe 5, 6, 1
tlbrehi 3, 4
tlbrelo 5, 6
tlbwehi 7, 8
tlbwelo 9, 10
tlbilx 0, 3, 4
tlbilx 3, 5, 6
tlbilxlpid
tlbilxpid
tlbilxva 7, 8
tlbilxva 9
tlbsx 3, 4
tlbsx 5, 6, 7
tlbsx. 8, 9, 10
mtmsr 3
mtmsr 3, 1
mtmsrd 4
mtmsrd 4, 1
mtmsrd 4, 0
wrteei 0
wrteei 1
wrtee 5
sc
sc 0
sc 5
scv 1
rfebb
rfebb 0
rfebb 1
tend.
tendall.
tend. 1
tsuspend.
tresume.
tsr. 0
tsr. 1
tbegin. 0
tbegin. 1
lnia 3
addpcis 4, 7
subpcis 5, 7
isellt 3, 4, 5
iselgt 6, 0, 7
iseleq 8, 9, 10
isel 3, 4, 5, 13
paste. 3, 4
paste. 3, 4, 0
paste. 3, 4, 1
copy 5, 6
lwarx 3, 4, 5, 0
lwarx 3, 4, 5, 1
ldarx 3, 4, 5, 0
lbarx 3, 4, 5, 1
lharx 3, 4, 5, 0
lqarx 4, 5, 6, 0
lqarx 6, 5, 4, 1
mtfsf 255, 3
mtfsf 255, 3, 0, 0
mtfsf 7, 4, 1, 1
mtfsf. 15, 5
mtfsfi 7, 15
mtfsfi 7, 15, 0
mtfsfi 3, 4, 1
mtfsfi. 2, 9
# The POWER name of cntlzw (a mnemonic alias).
cntlz 3, 4
cntlz. 5, 6
# Moves between GPRs and VSX registers by their FPR and VR spellings.
mtfprd 3, 4
mffprd 5, 6
mtfprwz 7, 8
mffprwz 9, 10
mtfprwa 11, 12
mtvrd 13, 14
mfvrd 15, 16
mtvrwz 17, 18
mtvrwa 19, 20
mfvrwz 21, 22
mtvsrd 40, 3
mtvsrd 4, 3
xvmovdp 3, 4
xvmovsp 40, 41
xxspltd 3, 4, 0
xxspltd 3, 4, 1
xxswapd 5, 6
xxmrghd 7, 8, 9
xxmrgld 10, 11, 12
# Prefixed spellings: with and without R, pc-relative, pla and psubi.
plbz 3, 8(4), 0
plbz 3, 8(4)
plbz 3, -8(0), 1
plbz 3, 8589934591
plbz 3, -8589934592(4)
plhz 3, 8(4), 0
plhz 3, 8(4)
plhz 3, -8(0), 1
plhz 3, 8589934591
plhz 3, -8589934592(4)
plha 3, 8(4), 0
plha 3, 8(4)
plha 3, -8(0), 1
plha 3, 8589934591
plha 3, -8589934592(4)
plwz 3, 8(4), 0
plwz 3, 8(4)
plwz 3, -8(0), 1
plwz 3, 8589934591
plwz 3, -8589934592(4)
plwa 3, 8(4), 0
plwa 3, 8(4)
plwa 3, -8(0), 1
plwa 3, 8589934591
plwa 3, -8589934592(4)
pld 3, 8(4), 0
pld 3, 8(4)
pld 3, -8(0), 1
pld 3, 8589934591
pld 3, -8589934592(4)
plfs 3, 8(4), 0
plfs 3, 8(4)
plfs 3, -8(0), 1
plfs 3, 8589934591
plfs 3, -8589934592(4)
plfd 3, 8(4), 0
plfd 3, 8(4)
plfd 3, -8(0), 1
plfd 3, 8589934591
plfd 3, -8589934592(4)
plxsd 3, 8(4), 0
plxsd 3, 8(4)
plxsd 3, -8(0), 1
plxsd 3, 8589934591
plxsd 3, -8589934592(4)
plxssp 3, 8(4), 0
plxssp 3, 8(4)
plxssp 3, -8(0), 1
plxssp 3, 8589934591
plxssp 3, -8589934592(4)
pstb 3, 8(4), 0
pstb 3, 8(4)
pstb 3, -8(0), 1
pstb 3, 8589934591
pstb 3, -8589934592(4)
psth 3, 8(4), 0
psth 3, 8(4)
psth 3, -8(0), 1
psth 3, 8589934591
psth 3, -8589934592(4)
pstw 3, 8(4), 0
pstw 3, 8(4)
pstw 3, -8(0), 1
pstw 3, 8589934591
pstw 3, -8589934592(4)
pstd 3, 8(4), 0
pstd 3, 8(4)
pstd 3, -8(0), 1
pstd 3, 8589934591
pstd 3, -8589934592(4)
pstfs 3, 8(4), 0
pstfs 3, 8(4)
pstfs 3, -8(0), 1
pstfs 3, 8589934591
pstfs 3, -8589934592(4)
pstfd 3, 8(4), 0
pstfd 3, 8(4)
pstfd 3, -8(0), 1
pstfd 3, 8589934591
pstfd 3, -8589934592(4)
pstxsd 3, 8(4), 0
pstxsd 3, 8(4)
pstxsd 3, -8(0), 1
pstxsd 3, 8589934591
pstxsd 3, -8589934592(4)
pstxssp 3, 8(4), 0
pstxssp 3, 8(4)
pstxssp 3, -8(0), 1
pstxssp 3, 8589934591
pstxssp 3, -8589934592(4)
plxv 40, 8(4), 0
plxv 41, 8(4)
plxv 42, 16(0), 1
plxv 43, 24
pstxv 40, 8(4), 0
pstxv 41, 8(4)
pstxv 42, 16(0), 1
pstxv 43, 24
plxvp 40, 8(4), 0
plxvp 2, 8(4)
plxvp 62, 16(0), 1
plxvp 4, 24
pstxvp 40, 8(4), 0
pstxvp 2, 8(4)
pstxvp 62, 16(0), 1
pstxvp 4, 24
paddi 3, 4, 5, 0
paddi 3, 0, 5, 0
paddi 3, 0, -5, 1
paddi 3, 4, 8589934591
pli 3, -8589934592
pla 3, 8(4)
pla 3, 8
psubi 3, 4, 5
psubi 3, 0, -5
# Negative first operands written so that they are not read as a hint.
dquai (-3), 4, 5, 1
dquai. (-16), 6, 7, 3
dquaiq (-1), 8, 10, 0
