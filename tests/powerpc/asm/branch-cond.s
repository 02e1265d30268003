# Conditional branch extended mnemonics: b<cond>[l][a][+|-] [crN,] target and
# b<cond>lr[l][+|-] / b<cond>ctr[l][+|-] [crN]. The CR field is optional (default cr0) and
# may be written as a number or crN. `+`/`-` are static prediction hints (BO 0b011x1/0b011x0).
# Synonyms: nl = ge, ng = le, so = un, ns = nu.
blt 16
blt 0, 16
blt cr3, 64
blt+ 5, 8
blt- 3, (-8)
bltl 0, 32
blta 5, 0x100
bltla 3, 0x200
bltl+ 0, 4
blta- 5, 0x40
bltlr
bltlr 3
bltlrl 5
bltlr+ 0
bltctr 0
bltctrl cr5
bltctr- 3
ble 16
ble 1, 16
ble cr4, 64
ble+ 6, 8
ble- 4, (-8)
blel 1, 32
blea 6, 0x100
blela 4, 0x200
blel+ 1, 4
blea- 6, 0x40
blelr
blelr 4
blelrl 6
blelr+ 1
blectr 1
blectrl cr6
blectr- 4
beq 16
beq 2, 16
beq cr5, 64
beq+ 7, 8
beq- 5, (-8)
beql 2, 32
beqa 7, 0x100
beqla 5, 0x200
beql+ 2, 4
beqa- 7, 0x40
beqlr
beqlr 5
beqlrl 7
beqlr+ 2
beqctr 2
beqctrl cr7
beqctr- 5
bge 16
bge 3, 16
bge cr6, 64
bge+ 0, 8
bge- 6, (-8)
bgel 3, 32
bgea 0, 0x100
bgela 6, 0x200
bgel+ 3, 4
bgea- 0, 0x40
bgelr
bgelr 6
bgelrl 0
bgelr+ 3
bgectr 3
bgectrl cr0
bgectr- 6
bgt 16
bgt 4, 16
bgt cr7, 64
bgt+ 1, 8
bgt- 7, (-8)
bgtl 4, 32
bgta 1, 0x100
bgtla 7, 0x200
bgtl+ 4, 4
bgta- 1, 0x40
bgtlr
bgtlr 7
bgtlrl 1
bgtlr+ 4
bgtctr 4
bgtctrl cr1
bgtctr- 7
bnl 16
bnl 5, 16
bnl cr0, 64
bnl+ 2, 8
bnl- 0, (-8)
bnll 5, 32
bnla 2, 0x100
bnlla 0, 0x200
bnll+ 5, 4
bnla- 2, 0x40
bnllr
bnllr 0
bnllrl 2
bnllr+ 5
bnlctr 5
bnlctrl cr2
bnlctr- 0
bne 16
bne 6, 16
bne cr1, 64
bne+ 3, 8
bne- 1, (-8)
bnel 6, 32
bnea 3, 0x100
bnela 1, 0x200
bnel+ 6, 4
bnea- 3, 0x40
bnelr
bnelr 1
bnelrl 3
bnelr+ 6
bnectr 6
bnectrl cr3
bnectr- 1
bng 16
bng 7, 16
bng cr2, 64
bng+ 4, 8
bng- 2, (-8)
bngl 7, 32
bnga 4, 0x100
bngla 2, 0x200
bngl+ 7, 4
bnga- 4, 0x40
bnglr
bnglr 2
bnglrl 4
bnglr+ 7
bngctr 7
bngctrl cr4
bngctr- 2
bso 16
bso 0, 16
bso cr3, 64
bso+ 5, 8
bso- 3, (-8)
bsol 0, 32
bsoa 5, 0x100
bsola 3, 0x200
bsol+ 0, 4
bsoa- 5, 0x40
bsolr
bsolr 3
bsolrl 5
bsolr+ 0
bsoctr 0
bsoctrl cr5
bsoctr- 3
bns 16
bns 1, 16
bns cr4, 64
bns+ 6, 8
bns- 4, (-8)
bnsl 1, 32
bnsa 6, 0x100
bnsla 4, 0x200
bnsl+ 1, 4
bnsa- 6, 0x40
bnslr
bnslr 4
bnslrl 6
bnslr+ 1
bnsctr 1
bnsctrl cr6
bnsctr- 4
bun 16
bun 2, 16
bun cr5, 64
bun+ 7, 8
bun- 5, (-8)
bunl 2, 32
buna 7, 0x100
bunla 5, 0x200
bunl+ 2, 4
buna- 7, 0x40
bunlr
bunlr 5
bunlrl 7
bunlr+ 2
bunctr 2
bunctrl cr7
bunctr- 5
bnu 16
bnu 3, 16
bnu cr6, 64
bnu+ 0, 8
bnu- 6, (-8)
bnul 3, 32
bnua 0, 0x100
bnula 6, 0x200
bnul+ 3, 4
bnua- 0, 0x40
bnulr
bnulr 6
bnulrl 0
bnulr+ 3
bnuctr 3
bnuctrl cr0
bnuctr- 6
# Range: the BD field is a signed 16-bit byte displacement, multiple of 4.
beq 7, 32764
beq 7, (-32768)
bne 0, (-4)
blt 0, 0
# Decrement-CTR branches (BO = 16/18) and their hint/link/absolute forms
bdnz 8
bdnz 0
bdnz (-8)
bdnz 32764
bdnz (-32768)
bdnz+ 8
bdnz- 8
bdnzl 8
bdnzl+ 16
bdnza 0x8
bdnza- 0x100
bdnzla 0x8
bdnzla+ 0x7ffc
bdz 8
bdz (-12)
bdz+ 8
bdz- 8
bdzl 8
bdzl- 8
bdza 0x40
bdzla 0x40
bdzla- 0x40
bdnzlr
bdnzlr+
bdnzlr-
bdnzlrl
bdnzlrl+
bdnzlrl-
bdzlr
bdzlr+
bdzlr-
bdzlrl
bdzlrl+
bdzlrl-
# Decrement-CTR and test a CR bit (BI = 0..31, or 4*crN+lt/gt/eq/so/un)
bdnzt 2, 8
bdnzt 31, 8
bdnzt 4*cr1+eq, 8
bdnzf 2, 8
bdnzf 0, (-8)
bdnzf gt, 8
bdzt 2, 8
bdzt 4*cr7+un, 8
bdzf 2, 8
bdzf 4*cr3+lt, 16
bdnztl 2, 8
bdnzfl 2, 8
bdztl 2, 8
bdzfl 2, 8
bdnzta 2, 0x40
bdnzfa 2, 0x40
bdzta 2, 0x40
bdzfa 2, 0x40
bdnztla 2, 0x40
bdnzfla 2, 0x40
bdztla 2, 0x40
bdzfla 2, 0x40
bdnztlr 2
bdnzflr 2
bdztlr 2
bdzflr 2
bdnztlrl 2
bdzflrl 2
# Branch if CR bit true/false: bt/bf BI, target (and l/a/la/+/- forms)
bt 2, 8
bt 31, 8
bt 4*cr1+gt, 8
bt eq, 8
bt 6, (-4)
bf 0, 8
bf 4*cr2+so, 8
bt+ 2, 8
bt- 2, 8
bf+ 3, 8
bf- 3, 8
btl 2, 8
bfl 3, 8
bta 2, 0x40
bfa 2, 0x40
btla 2, 0x40
bfla 2, 0x40
bta+ 3, 0x40
bfla- 3, 0x40
btlr 3
bflr 3
btlrl 3
bflrl 3
btctr 3
bfctr 3
btctrl 3
bfctrl 3
btlr+ 3
bflr- 3
# 8-character mnemonics printed with a TAB (see the README on comment padding)
bltctrl+ 2
beqctrl- 3
bnectrl+ 4
bgtctrl- 7
