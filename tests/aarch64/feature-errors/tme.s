// without tme: each line is rejected
tcancel	#0x95e3
tcommit
tstart	xzr
ttest	x8
