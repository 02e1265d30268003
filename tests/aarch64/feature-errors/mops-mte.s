// without mops mte: each line is rejected
setge	[x17]!, x3!, x12
setgen	[x22]!, x19!, x8
setget	[x26]!, x3!, x14
setgetn	[x28]!, x21!, x20
setgm	[x6]!, x9!, x4
setgmn	[x8]!, x30!, x16
setgmt	[x27]!, x9!, x23
setgmtn	[x8]!, x25!, x15
setgp	[x24]!, x2!, x26
setgpn	[x27]!, x6!, xzr
setgpt	[x9]!, x19!, x23
setgptn	[x23]!, x22!, x18
