// mattr: +pauth-lr
// instructions llvm-mc 19 takes only with: pauth-lr
autia171615
autiasppcr	x8
autiasppc	#-216368
autib171615
autibsppcr	x29
autibsppc	#-228868
pacia171615
paciasppc
pacib171615
pacibsppc
pacnbiasppc
pacnbibsppc
retaasppcr	x29
retaasppc	#-226676
retabsppcr	x9
retabsppc	#-186244
