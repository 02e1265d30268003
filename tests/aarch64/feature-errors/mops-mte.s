// without mops mte: each line is rejected
setge	[x28]!, x6!, x12
setgen	[x16]!, x3!, x12
setget	[x8]!, x14!, x5
setgetn	[x15]!, x24!, x1
setgm	[x23]!, x5!, x11
setgmn	[x20]!, x11!, x2
setgmt	[x8]!, x21!, x24
setgmtn	[x17]!, x3!, x12
setgp	[x22]!, x19!, x8
setgpn	[x26]!, x3!, x14
setgpt	[x28]!, x21!, x20
setgptn	[x6]!, x9!, x4
