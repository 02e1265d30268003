// without mops mte: each line is rejected
setge	[x8]!, x16!, x25
setgen	[x7]!, x18!, x22
setget	[x5]!, x9!, x25
setgetn	[x21]!, x19!, x28
setgm	[x4]!, x29!, x6
setgmn	[x20]!, x0!, x3
setgmt	[x8]!, x10!, x4
setgmtn	[x23]!, x28!, x14
setgp	[x13]!, x5!, x23
setgpn	[x16]!, x4!, x28
setgpt	[x5]!, x29!, x28
setgptn	[x17]!, x21!, x30
