// mattr: +complxnum
fcadd.2d v19, v19, v0, #90
fcadd.2s v25, v4, v13, #270
fcadd.4s v25, v15, v16, #270
fcmla.2d v1, v14, v18, #0
fcmla.2s v19, v2, v11, #180
fcmla.4s v19, v27, v14, #0
fcmla.4s v31, v12, v13[1], #0
