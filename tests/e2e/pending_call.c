/* Runs a Python script inside a running game, as the game's own Python
 * would: preloaded (LD_PRELOAD) by tests/e2e/test_bundle.py, it waits in a
 * thread of its own for a trigger file, then asks Python to run the script
 * on the main thread at its next safe point (Py_AddPendingCall: between two
 * bytecodes, Python's lock held), each time the file appears again.
 *
 * gdb's way (stop the game, call PyRun_SimpleString in it) fails on some
 * machines: gdb 13 cannot write back the registers of a CPU with AMX
 * ("Couldn't write extended state status: Bad address") and the game's
 * system call is cut short.  This asks nothing of the CPU or the debugger.
 *
 *   PROBE_TRIGGER  the file whose appearance runs the script (removed then)
 *   PROBE_SCRIPT   the Python file to run
 *
 * Both, and LD_PRELOAD, are taken out of the environment at once, so that
 * the programs the game starts (the coach's processes) carry no probe.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static char trigger[4096];
static char code[4200];

static int run_script(void *unused) {
    (void)unused;
    int (*run)(const char *) = (int (*)(const char *))dlsym(RTLD_DEFAULT, "PyRun_SimpleString");
    if (run != NULL)
        run(code);
    return 0;
}

static void *wait_for_trigger(void *unused) {
    (void)unused;
    for (;;) {
        if (access(trigger, F_OK) == 0) {
            unlink(trigger);
            int (*add)(int (*)(void *), void *) =
                (int (*)(int (*)(void *), void *))dlsym(RTLD_DEFAULT, "Py_AddPendingCall");
            if (add != NULL)
                add(run_script, NULL);
        }
        usleep(20000);
    }
    return NULL;
}

__attribute__((constructor)) static void start(void) {
    const char *when = getenv("PROBE_TRIGGER"), *script = getenv("PROBE_SCRIPT");
    if (when == NULL || script == NULL)
        return;
    snprintf(trigger, sizeof trigger, "%s", when);
    snprintf(code, sizeof code, "exec(open(%s).read())", script);
    unsetenv("LD_PRELOAD");
    unsetenv("PROBE_TRIGGER");
    unsetenv("PROBE_SCRIPT");
    pthread_t thread;
    if (pthread_create(&thread, NULL, wait_for_trigger, NULL) == 0)
        pthread_detach(thread);
}
