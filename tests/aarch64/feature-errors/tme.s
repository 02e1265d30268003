// without tme: each line is rejected
tcancel	#0x889a
tcommit
tstart	x15
ttest	x21
